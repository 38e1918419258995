import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roles, type Role } from '@tenon/contracts';
import { decideProjectAccess } from './project-access';

const companyA = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const companyB = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const live = (companyId: string) => ({ companyId, deleted: false });

test('a member of a project of their own company gets in', () => {
  for (const role of roles) {
    assert.deepEqual(decideProjectAccess({ owner: live(companyA), caller: { companyId: companyA, role }, isMember: true }), { allowed: true });
  }
});

test("another company's project is WRONG_COMPANY for every role, member or not", () => {
  for (const role of roles) {
    for (const isMember of [true, false]) {
      assert.deepEqual(decideProjectAccess({ owner: live(companyB), caller: { companyId: companyA, role }, isMember }), {
        allowed: false,
        reason: 'WRONG_COMPANY',
      });
    }
  }
});

test('non-members are refused unless they are admin or superadmin', () => {
  const wholeCompany: Role[] = ['admin', 'superadmin'];
  for (const role of roles) {
    const decision = decideProjectAccess({ owner: live(companyA), caller: { companyId: companyA, role }, isMember: false });
    assert.deepEqual(decision, wholeCompany.includes(role) ? { allowed: true } : { allowed: false, reason: 'NOT_A_MEMBER' }, role);
  }
});

test('a missing or deleted project is NOT_FOUND, but a deleted project of another company stays WRONG_COMPANY', () => {
  const caller = { companyId: companyA, role: 'admin' as const };
  assert.deepEqual(decideProjectAccess({ owner: null, caller, isMember: true }), { allowed: false, reason: 'NOT_FOUND' });
  assert.deepEqual(decideProjectAccess({ owner: { companyId: companyA, deleted: true }, caller, isMember: true }), {
    allowed: false,
    reason: 'NOT_FOUND',
  });
  assert.deepEqual(decideProjectAccess({ owner: { companyId: companyB, deleted: true }, caller, isMember: true }), {
    allowed: false,
    reason: 'WRONG_COMPANY',
  });
});
