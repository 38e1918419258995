import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '@tenon/service-kit/testing';
import { ConstraintsRepository } from './constraints.repository';

test('the constraints of a schedule are counted within the caller\'s company', async () => {
  const model = new RecordingModel(3);
  assert.equal(await new ConstraintsRepository(model.asModel()).countOfSchedule({ companyId: 'c1' }, 's1'), 3);
  assert.deepEqual(model.commands, [{ operation: 'countDocuments', args: [{ companyId: 'c1', scheduleId: 's1' }] }]);
});

test('overdue roadblocks are read across companies, by a named method, and marked within each one\'s company', async () => {
  const model = new RecordingModel().answer([], { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
  const repository = new ConstraintsRepository(model.asModel());
  await repository.overdueAcrossCompanies('2099-06-03', 500);
  assert.equal(await repository.markOverdueNotified({ companyId: 'c2' }, 'r1', '2099-06-03', true), true);
  const notNotified = { $or: [{ overdueNotifiedOn: null }, { overdueNotifiedOn: { $exists: false } }] };
  assert.deepEqual(model.commands, [
    {
      operation: 'find',
      args: [{ status: { $in: ['notreleased', 'expired', 'draft', 'notcompromises', 'waiting'] }, commitmentDate: { $lt: '2099-06-03', $ne: null }, ...notNotified }],
      limit: 500,
      lean: true,
    },
    { operation: 'updateOne', args: [{ _id: 'r1', ...notNotified, companyId: 'c2' }, { $set: { overdueNotifiedOn: '2099-06-03', status: 'expired' } }] },
  ]);
});
