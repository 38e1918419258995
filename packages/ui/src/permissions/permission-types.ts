import { moduleKeys, permissionKeys, permissionKeysOf, type ModuleKey, type PermissionCode, type PermissionKey } from '@tenon/contracts/types';

// The lists come from the contracts' zod-free entry, so the browser bundle does not pull in zod.
export type { ModuleKey, PermissionCode, PermissionKey };

export const MODULE_KEYS: readonly ModuleKey[] = moduleKeys;
export const PERMISSION_KEYS: readonly PermissionKey[] = permissionKeys;

export type PermissionTable = Partial<Record<PermissionKey, PermissionCode>>;

/** The permission areas of each module, in the contracts' order. */
export const MODULE_SECTIONS = Object.fromEntries(moduleKeys.map((module) => [module, permissionKeysOf(module)])) as unknown as Readonly<Record<ModuleKey, readonly PermissionKey[]>>;

const CODE_RANK: Readonly<Record<PermissionCode, number>> = { SA: 0, V: 1, ACP: 2, AC: 3 };

/** True when `code` grants at least `minimum` (AC > ACP > V > SA). A missing code grants nothing. */
export function grants(code: PermissionCode | undefined, minimum: PermissionCode): boolean {
  if (code === undefined) return false;
  return CODE_RANK[code] >= CODE_RANK[minimum];
}
