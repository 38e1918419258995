import { isGroupVisible, moduleKeys, type ModuleKey } from '@tenon/contracts/types';
import type { PermissionTable } from '@tenon/ui';

/**
 * A module is shown when the project is entitled to it and the user can at least view one of its sections.
 * `entitlements` is undefined while no project is selected: then only the permissions decide.
 */
export function isModuleVisible(
  module: ModuleKey,
  permissions: PermissionTable,
  entitlements: readonly ModuleKey[] | undefined,
): boolean {
  if (entitlements !== undefined && !entitlements.includes(module)) return false;
  return isGroupVisible(permissions, module);
}

export function visibleModules(
  permissions: PermissionTable,
  entitlements: readonly ModuleKey[] | undefined,
): ModuleKey[] {
  return moduleKeys.filter((module) => isModuleVisible(module, permissions, entitlements));
}

/** Where a user lands after choosing a company: roles without any master plan access start in the lookahead plan. */
export function landingPathAfterCompanyChoice(permissions: PermissionTable): string {
  return isModuleVisible('masterplan', permissions, undefined) ? '/masterplan' : '/lookahead/planification';
}
