import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '@tenon/service-kit/testing';
import { TasksRepository } from './tasks.repository';

test('the tasks of a schedule are counted within the caller\'s company', async () => {
  const model = new RecordingModel(3);
  assert.equal(await new TasksRepository(model.asModel()).countOfSchedule({ companyId: 'c1' }, 's1'), 3);
  assert.deepEqual(model.commands, [{ operation: 'countDocuments', args: [{ companyId: 'c1', scheduleId: 's1' }] }]);
});

test("the tasks of several activities are one read within the caller's company", async () => {
  const model = new RecordingModel([]);
  await new TasksRepository(model.asModel()).listOfActivities({ companyId: 'c1' }, 's1', ['a1', 'a2']);
  assert.deepEqual(model.commands, [{ operation: 'find', args: [{ scheduleId: 's1', activityId: { $in: ['a1', 'a2'] }, companyId: 'c1' }], lean: true }]);
});

test("takt tasks built whole are one unordered insert, each stamped with the caller's company; none is no command", async () => {
  const model = new RecordingModel();
  const repository = new TasksRepository(model.asModel());
  const at = new Date('2026-11-26T10:00:00Z');
  const task = { name: 'Floor 1 - Apartment 1', companyId: 'other', createdAt: at, updatedAt: at } as never;
  await repository.insertBuiltTasks({ companyId: 'c1' }, [task]);
  await repository.insertBuiltTasks({ companyId: 'c1' }, []);
  assert.deepEqual(model.commands, [{ operation: 'insertMany', args: [[{ name: 'Floor 1 - Apartment 1', companyId: 'c1', createdAt: at, updatedAt: at }], { ordered: false, lean: true }] }]);
  await assert.rejects(repository.insertBuiltTasks({} as never, [task]), /companyId/);
});
