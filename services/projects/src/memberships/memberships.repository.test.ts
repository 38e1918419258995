import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import type { ReadCache } from '@tenon/service-kit';
import { RecordingModel } from '@tenon/service-kit/testing';
import { MembershipsRepository } from './memberships.repository';

const scope = { companyId: 'c1' };
const membershipHex = 'cccccccccccccccccccccccc';

function repository(...answers: unknown[]) {
  const model = new RecordingModel().answer(...answers);
  const keys: string[] = [];
  const cache = { read: (companyId: string, key: string, load: () => Promise<unknown>) => (keys.push(`${companyId}:${key}`), load()) };
  return { model, keys, memberships: new MembershipsRepository(model.asModel(), cache as unknown as ReadCache) };
}

test("membership checks and a member's projects are reads of the company, cached under its version", async () => {
  const { model, keys, memberships } = repository({ _id: 'x' }, null, [{ projectId: 'p1' }, { projectId: 'p2' }]);
  assert.equal(await memberships.isMember(scope, 'p1', 'u1'), true);
  assert.equal(await memberships.isMember(scope, 'p1', 'u2'), false);
  assert.deepEqual(await memberships.projectIdsOf(scope, 'u1'), ['p1', 'p2']);
  assert.deepEqual(keys, ['c1:member:p1:u1', 'c1:member:p1:u2', 'c1:projects-of:u1']);
  assert.deepEqual(model.commands, [
    { operation: 'exists', args: [{ companyId: 'c1', projectId: 'p1', userId: 'u1' }] },
    { operation: 'exists', args: [{ companyId: 'c1', projectId: 'p1', userId: 'u2' }] },
    { operation: 'find', args: [{ companyId: 'c1', userId: 'u1' }, { projectId: 1 }], lean: true },
  ]);
});

test("members are added, ensured, listed and removed within the company", async () => {
  const { model, memberships } = repository(
    { userId: 'u1', isCreator: true },
    [{ userId: 'u1', isCreator: true, isSuperAdmin: true }, { userId: 'u2' }],
    { deletedCount: 1 },
    { deletedCount: 3 },
  );
  await memberships.add(scope, { id: membershipHex, projectId: 'p1', userId: 'u1', isCreator: true });
  await memberships.add(scope, { projectId: 'p1', userId: 'u2', isCreator: false, isSuperAdmin: true });
  assert.deepEqual(await memberships.ensure(scope, { projectId: 'p1', userId: 'u1', isCreator: true }), { userId: 'u1', isCreator: true, isSuperAdmin: false, subcontractId: null });
  assert.deepEqual(await memberships.listOfProject(scope, 'p1'), [
    { userId: 'u1', isCreator: true, isSuperAdmin: true, subcontractId: null },
    { userId: 'u2', isCreator: false, isSuperAdmin: false, subcontractId: null },
  ]);
  assert.equal(await memberships.remove(scope, 'p1', 'u2'), true);
  await memberships.removeOfProject(scope, 'p1');
  const key = { companyId: 'c1', projectId: 'p1', userId: 'u1' };
  assert.deepEqual(model.commands, [
    { operation: 'create', args: [{ projectId: 'p1', userId: 'u1', isCreator: true, _id: new Types.ObjectId(membershipHex), companyId: 'c1' }] },
    { operation: 'create', args: [{ projectId: 'p1', userId: 'u2', isCreator: false, isSuperAdmin: true, companyId: 'c1' }] },
    { operation: 'findOneAndUpdate', args: [key, { $setOnInsert: { ...key, isCreator: true, isSuperAdmin: false } }, { upsert: true, new: true }], lean: true },
    { operation: 'find', args: [{ companyId: 'c1', projectId: 'p1' }], sort: { createdAt: 1 }, lean: true },
    { operation: 'deleteOne', args: [{ companyId: 'c1', projectId: 'p1', userId: 'u2' }] },
    { operation: 'deleteMany', args: [{ companyId: 'c1', projectId: 'p1' }] },
  ]);
});

test("a member's subcontract is read cached and set within the company", async () => {
  const { model, keys, memberships } = repository({ subcontractId: 's1' }, null, { userId: 'u1', isCreator: false, subcontractId: 's2' }, null);
  assert.equal(await memberships.subcontractOf(scope, 'p1', 'u1'), 's1');
  assert.equal(await memberships.subcontractOf(scope, 'p1', 'u9'), null);
  assert.deepEqual(await memberships.setSubcontract(scope, 'p1', 'u1', 's2'), { userId: 'u1', isCreator: false, isSuperAdmin: false, subcontractId: 's2' });
  assert.equal(await memberships.setSubcontract(scope, 'p1', 'u9', null), null);
  assert.deepEqual(keys, ['c1:member-subcontract:p1:u1', 'c1:member-subcontract:p1:u9']);
  assert.deepEqual(model.commands, [
    { operation: 'findOne', args: [{ companyId: 'c1', projectId: 'p1', userId: 'u1' }, { subcontractId: 1 }], lean: true },
    { operation: 'findOne', args: [{ companyId: 'c1', projectId: 'p1', userId: 'u9' }, { subcontractId: 1 }], lean: true },
    { operation: 'findOneAndUpdate', args: [{ companyId: 'c1', projectId: 'p1', userId: 'u1' }, { $set: { subcontractId: 's2' } }, { new: true }], lean: true },
    { operation: 'findOneAndUpdate', args: [{ companyId: 'c1', projectId: 'p1', userId: 'u9' }, { $set: { subcontractId: null } }, { new: true }], lean: true },
  ]);
});
