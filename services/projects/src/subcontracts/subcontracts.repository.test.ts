import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { RecordingModel } from '@tenon/service-kit/testing';
import { SubcontractsRepository } from './subcontracts.repository';

const scope = { companyId: 'c1' };
const subcontractHex = 'ffffffffffffffffffffffff';
const subcontractId = new Types.ObjectId(subcontractHex);
const stored = { _id: subcontractId, companyId: 'c1', projectId: null, name: 'Acme', nameKey: 'acme', image: null };

test("the company's or a project's subcontracts are listed, created, changed and deleted within the company", async () => {
  const model = new RecordingModel().answer([stored], stored, { deletedCount: 1 });
  const subcontracts = new SubcontractsRepository(model.asModel());
  assert.deepEqual(await subcontracts.list(scope, null, { limit: 500 }), { subcontracts: [{ id: subcontractHex, companyId: 'c1', projectId: null, name: 'Acme', image: null }], nextCursor: null });
  await subcontracts.create(scope, 'p1', { name: 'Acme', image: null });
  assert.equal((await subcontracts.update(scope, subcontractHex, { image: 'img' }))?.id, subcontractHex);
  assert.equal(await subcontracts.delete(scope, subcontractHex), true);
  const one = { _id: subcontractId, companyId: 'c1' };
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1', projectId: null }], sort: { nameKey: 1 }, limit: 501, lean: true },
    { operation: 'create', args: [{ name: 'Acme', image: null, nameKey: 'acme', projectId: 'p1', companyId: 'c1' }] },
    { operation: 'findOneAndUpdate', args: [one, { $set: { image: 'img' } }, { new: true }], lean: true },
    { operation: 'deleteOne', args: [one] },
  ]);
});

test("a subcontract's owner is read across companies, only its owner fields", async () => {
  const model = new RecordingModel({ companyId: 'c2' });
  assert.deepEqual(await new SubcontractsRepository(model.asModel()).ownerOf(subcontractHex), { companyId: 'c2', projectId: null });
  assert.deepEqual(model.commands, [{ operation: 'findOne', args: [{ _id: subcontractId }, { companyId: 1, projectId: 1 }], lean: true }]);
});
