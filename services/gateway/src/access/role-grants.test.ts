import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultPermissionsOf, roles, type Role } from '@tenon/contracts';
import { mayGrantRole, type RoleHolder } from './role-grants';

const holder = (role: Role): RoleHolder => ({ role, permissions: defaultPermissionsOf(role) });
const grantable = (granter: Role): Role[] => roles.filter((role) => mayGrantRole(holder(granter), holder(role)));

test('a superadmin may grant every role; an admin every role but superadmin', () => {
  assert.deepEqual(grantable('superadmin'), [...roles]);
  assert.deepEqual(grantable('admin'), roles.filter((role) => role !== 'superadmin'));
});

test('a project leader grants neither admin nor superadmin, only roles that can do no more than a project leader', () => {
  assert.deepEqual(grantable('projectleader'), ['projectleader', 'planner', 'superintendent', 'subtrade', 'lastplanner', 'client', 'manager']);
});

test('a role with less access never grants one with more', () => {
  assert.deepEqual(grantable('client'), ['client']);
  assert.equal(mayGrantRole(holder('planner'), holder('projectleader')), false);
  assert.equal(mayGrantRole(holder('subtrade'), holder('lastplanner')), false);
});

test('the company tables decide: a project leader whose table lost an area cannot grant a role that has it', () => {
  const leader = holder('projectleader');
  const weakened: RoleHolder = { role: 'projectleader', permissions: { ...leader.permissions, 'weekly.plan': 'V' } };
  assert.equal(mayGrantRole(weakened, holder('lastplanner')), false);
  assert.equal(mayGrantRole(weakened, holder('client')), true);
});
