import { permissionAllows, permissionKeys, type PermissionTable, type Role } from '@tenon/contracts';

export interface RoleHolder {
  role: Role;
  /** The role's permission table in the company (companies may change their tables). */
  permissions: PermissionTable;
}

/**
 * Whether `granter` may give `granted` to someone, by invitation or by a role change: never a role that can do
 * anything the granter cannot. Superadmin is granted by a superadmin only, admin by an admin or superadmin, whatever
 * the tables say (docs/decisions.md, "Granting roles").
 */
export function mayGrantRole(granter: RoleHolder, granted: RoleHolder): boolean {
  if (granted.role === 'superadmin') return granter.role === 'superadmin';
  if (granted.role === 'admin') return granter.role === 'superadmin' || granter.role === 'admin';
  return permissionKeys.every((key) => {
    const code = granted.permissions[key];
    return code === 'SA' || permissionAllows(granter.permissions[key], code);
  });
}
