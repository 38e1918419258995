import { grants, type PermissionCode, type PermissionKey, type PermissionTable } from '../permissions/permission-types';
import { useSession } from './session-store';

const NO_PERMISSIONS: PermissionTable = {};

export function usePermissions(): PermissionTable {
  return useSession().companySession?.permissions ?? NO_PERMISSIONS;
}

/** The user's code for a `module.section` key; SA when the session does not grant it. */
export function usePermission(key: PermissionKey): PermissionCode {
  return usePermissions()[key] ?? 'SA';
}

export function useCan(key: PermissionKey, minimum: PermissionCode): boolean {
  return grants(usePermissions()[key], minimum);
}
