import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { RecordingModel } from '@tenon/service-kit/testing';
import { ActivitiesRepository } from './activities.repository';
import { ACTIVITY_DEFAULTS, type ActivityRecord } from './activity.record';

const scope = { companyId: 'c1' };
const activityHex = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const activity: Omit<ActivityRecord, 'companyId'> = {
  ...ACTIVITY_DEFAULTS,
  id: activityHex,
  scheduleId: 's1',
  calendarId: null,
  parentId: null,
  name: 'Foundations',
  kind: 'task',
  duration: 480,
  start: '2025-03-03T08:00',
  finish: '2025-03-03T17:00',
  progress: 0,
  correlativeId: 1,
  order: 1,
};

test("activities are counted per schedule and listed whole, within the caller's company", async () => {
  const { id: _id, ...fields } = activity;
  const model = new RecordingModel().answer(2, 0, [{ ...fields, _id: new Types.ObjectId(activityHex), companyId: 'c1' }]);
  const activities = new ActivitiesRepository(model.asModel());
  assert.deepEqual(await activities.countBySchedule(scope, ['s1', 's2']), new Map([['s1', 2], ['s2', 0]]));
  assert.deepEqual(await activities.listOfSchedule(scope, 's1'), [{ ...activity, companyId: 'c1' }]);
  assert.deepEqual(model.commands, [
    { operation: 'countDocuments', args: [{ companyId: 'c1', scheduleId: 's1' }] },
    { operation: 'countDocuments', args: [{ companyId: 'c1', scheduleId: 's2' }] },
    { operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1' }], lean: true },
  ]);
});

test('activities are inserted in one unordered bulk insert carrying the company; none, no command', async () => {
  const model = new RecordingModel();
  const activities = new ActivitiesRepository(model.asModel());
  await activities.insertRecords(scope, []);
  await activities.insertRecords(scope, [activity]);
  const { id: _id, ...fields } = activity;
  assert.deepEqual(model.commands, [{ operation: 'insertMany', args: [[{ ...fields, _id: new Types.ObjectId(activityHex), companyId: 'c1' }], { ordered: false }] }]);
});
