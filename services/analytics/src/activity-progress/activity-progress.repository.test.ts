import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '@tenon/service-kit/testing';
import { ActivityProgressRepository } from './activity-progress.repository';

test('the activities with progress of a schedule are counted within the caller\'s company', async () => {
  const model = new RecordingModel(3);
  assert.equal(await new ActivityProgressRepository(model.asModel()).countOfSchedule({ companyId: 'c1' }, 's1'), 3);
  assert.deepEqual(model.commands, [{ operation: 'countDocuments', args: [{ companyId: 'c1', scheduleId: 's1' }] }]);
});
