import type { ModuleKey } from '../permissions/permission-types';

export { isRemoteModule, moduleForPath, REMOTE_MODULES, type RemoteModuleKey } from '@tenon/contracts/types';

export const MODULE_HOME_PATH: Readonly<Record<ModuleKey, string>> = {
  masterplan: '/masterplan',
  lookahead: '/lookahead',
  weekly: '/weeklyplan',
  takt: '/taktplanning',
  productivity: '/productivity',
  analytics: '/analytics',
};
