import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '@tenon/service-kit/testing';
import { TaskProgressInbox } from './task-progress.repository';

test('the schedules waiting are read across companies by a named method, once each, with their company', async () => {
  const model = new RecordingModel().answer([
    { companyId: 'c1', scheduleId: 's1' },
    { companyId: 'c1', scheduleId: 's1' },
    { companyId: 'c2', scheduleId: 's1' },
    { companyId: 'c2', scheduleId: 's2' },
  ]);
  const waiting = await new TaskProgressInbox(model.asModel()).schedulesWaitingAcrossCompanies();
  assert.deepEqual(waiting, [
    { companyId: 'c1', scheduleId: 's1' },
    { companyId: 'c2', scheduleId: 's1' },
    { companyId: 'c2', scheduleId: 's2' },
  ]);
  assert.deepEqual(model.commands, [{ operation: 'find', args: [{}, { companyId: 1, scheduleId: 1 }], lean: true }]);
});

test('what waits for one schedule is read within the caller\'s company', async () => {
  const model = new RecordingModel([]);
  await new TaskProgressInbox(model.asModel()).waitingOf({ companyId: 'c1' }, 's1');
  assert.deepEqual(model.commands, [{ operation: 'find', args: [{ scheduleId: 's1', companyId: 'c1' }], lean: true }]);
});
