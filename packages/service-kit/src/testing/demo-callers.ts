import assert from 'node:assert/strict';
import { permissionKeys, type AuthContext, type PermissionCode, type PermissionKey, type PermissionTable, type ServiceReply } from '@tenon/contracts';
import { DEMO_COMPANY, demoUserByRole, type Role } from '@tenon/demo-data';

/** The demo company's user of this role, as the gateway would pass them to a service. */
export const demoAuth = (role: Role): AuthContext => ({ userId: demoUserByRole(role).id, companyId: DEMO_COMPANY.id, role, sessionId: `s-${role}` });

/** The same caller holding `code` on one section and nothing elsewhere, with the permission table the gateway forwards. */
export const demoAuthOn = (role: Role, key: PermissionKey, code: PermissionCode): AuthContext => ({
  ...demoAuth(role),
  permissions: { ...(Object.fromEntries(permissionKeys.map((other) => [other, 'SA'])) as PermissionTable), [key]: code },
});

/** The error of a reply that must have failed; fails the test when it succeeded. */
export function errorOf(reply: ServiceReply<unknown>) {
  if (reply.ok) assert.fail(`expected an error, got ${JSON.stringify(reply.data)}`);
  return reply.error;
}
