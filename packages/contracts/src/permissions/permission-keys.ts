import { z } from 'zod';
import { permissionCodes, permissionKeys, type PermissionKey } from './permission-values';

// The lists and rules are zod-free (`./permission-values`, also served to the browser); these are their schemas.
export * from './permission-values';
export const permissionCodeSchema = z.enum(permissionCodes);
export const permissionKeySchema = z.enum(permissionKeys as [PermissionKey, ...PermissionKey[]]);
export const permissionTableSchema = z.record(permissionKeySchema, permissionCodeSchema);
