import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '@tenon/service-kit/testing';
import { CommitmentsRepository } from './commitments.repository';

test("only the week of each of the company's commitments of a schedule is read", async () => {
  const model = new RecordingModel([{ weekStart: '2025-03-03' }, { weekStart: '2025-03-10' }]);
  assert.deepEqual(await new CommitmentsRepository(model.asModel()).weekStartsOfSchedule({ companyId: 'c1' }, 's1'), ['2025-03-03', '2025-03-10']);
  assert.deepEqual(model.commands, [{ operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1' }, { weekStart: 1, _id: 0 }], lean: true }]);
});
