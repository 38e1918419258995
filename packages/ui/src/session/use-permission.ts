import { permissionAllows, type RequiredPermissionCode } from '@tenon/contracts/types';
import type { PermissionCode, PermissionKey, PermissionTable } from '../permissions/permission-types';
import { useSession } from './use-session';

const NO_PERMISSIONS: PermissionTable = {};

export function usePermissions(): PermissionTable {
  return useSession().companySession?.permissions ?? NO_PERMISSIONS;
}

/** The user's code for a `module.section` key; SA when the session does not grant it. */
export function usePermission(key: PermissionKey): PermissionCode {
  return usePermissions()[key] ?? 'SA';
}

export function useCan(key: PermissionKey, minimum: RequiredPermissionCode): boolean {
  return permissionAllows(usePermissions()[key], minimum);
}
