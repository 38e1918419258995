import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults } from '@tenon/contracts';
import type { ActivityRecord } from '../activities/activity.record';
import type { CalendarRecord } from './calendars.repository';
import { movedActivities, planDates } from './calendar-impact';
import { activitiesOnCalendar, inUseDetails } from './calendar-usage';

const DAY = 480;
const calendarOf = (id: string, isDefault: boolean, exceptions: CalendarRecord['exceptions'] = []): CalendarRecord => ({
  id,
  scheduleId: 's',
  name: id,
  isDefault,
  workingDays: [0, 1, 1, 1, 1, 1, 0],
  shifts: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  exceptions,
});
const activity = (id: string, order: number, calendarId: string | null, kind: ActivityRecord['kind'] = 'task'): ActivityRecord => ({
  ...planActivityDefaults(),
  id,
  companyId: 'c',
  scheduleId: 's',
  correlativeId: order,
  order,
  name: `Activity ${order}`,
  kind,
  parentId: null,
  calendarId,
  duration: DAY,
  start: '2027-03-01T08:00',
  finish: '2027-03-01T17:00',
  progress: 0,
});

test('the default calendar is used by the activities without one or with an unknown one; another only by those naming it', () => {
  const calendars = [calendarOf('std', true), calendarOf('night', false)];
  const activities = [activity('a', 1, null), activity('b', 2, 'night'), activity('c', 3, 'gone'), activity('s', 4, null, 'summary')];
  assert.deepEqual(activitiesOnCalendar(calendars[0]!, calendars, activities).map((a) => a.id), ['a', 'c']);
  assert.deepEqual(activitiesOnCalendar(calendars[1]!, calendars, activities).map((a) => a.id), ['b']);
  assert.deepEqual(inUseDetails([activities[2]!, activities[0]!]), { activities: [{ id: 'a', correlativeId: 1, name: 'Activity 1' }, { id: 'c', correlativeId: 3, name: 'Activity 3' }], count: 2 });
});

test('a holiday on a chain moves what comes after it, and the answer says from when to when', () => {
  const activities = [activity('a', 1, null), activity('b', 2, null), activity('free', 3, 'other')];
  const links = [{ id: 'l', scheduleId: 's', predecessorId: 'a', successorId: 'b', type: 'FS' as const, lag: 0 }];
  const before = planDates({ activities, links, calendars: [calendarOf('std', true), calendarOf('other', false)] }, '2027-03-01');
  const holiday = { name: 'Holiday', fromDate: '2027-03-02', toDate: '2027-03-02', every: 'DAILY' as const, working: false, shifts: [], source: 'manual' };
  const after = planDates({ activities, links, calendars: [calendarOf('std', true, [holiday]), calendarOf('other', false)] }, '2027-03-01');
  const { moved, movedCount } = movedActivities(activities, before, after);
  assert.equal(movedCount, 1);
  assert.deepEqual(moved[0], { id: 'b', correlativeId: 2, name: 'Activity 2', startBefore: '2027-03-02T08:00', finishBefore: '2027-03-02T17:00', start: '2027-03-03T08:00', finish: '2027-03-03T17:00' });
  assert.equal(after?.projectFinish, '2027-03-03T17:00');
  assert.deepEqual(movedActivities(activities, null, after), { moved: [], movedCount: 0 }, 'a plan the engine cannot schedule moves nothing');
});
