import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '@tenon/service-kit/testing';
import { PpcWeeksRepository } from './ppc-weeks.repository';

test("a schedule's PPC weeks of the caller's company are read in week order, only the figures the curve needs", async () => {
  const model = new RecordingModel([{ _id: 'x', weekStart: '2025-03-03', committed: 4, completed: 3 }]);
  assert.deepEqual(await new PpcWeeksRepository(model.asModel()).listOfSchedule({ companyId: 'c1' }, 's1'), [{ weekStart: '2025-03-03', committed: 4, completed: 3 }]);
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1' }, { weekStart: 1, committed: 1, completed: 1 }], sort: { weekStart: 1 }, lean: true },
  ]);
});
