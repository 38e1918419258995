import { permissionAllows, type AuthContext, type PermissionKey, type RequiredPermissionCode } from '@tenon/contracts';
import { ServiceError } from '../errors/service-error';

/** One way through: a section of the permission table and the least code it must hold. */
export type PermissionGrant = readonly [PermissionKey, RequiredPermissionCode];

/**
 * The gateway checked the route; the service checks again, so a caller that reaches its topic another way meets the
 * same rule. Any one grant lets the caller through; a caller without a permission table is refused.
 */
export function assertPermission(auth: AuthContext, grants: readonly PermissionGrant[], refusal: string): void {
  if (grants.some(([key, min]) => permissionAllows(auth.permissions?.[key], min))) return;
  throw new ServiceError('NO_PERMISSION', refusal, 403);
}
