import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schedule } from '@tenon/scheduling';
import { planActivityDefaults } from '@tenon/contracts';
import type { ActivityRecord } from '../activities/activity.record';
import type { CalendarRecord } from '../calendars/calendars.repository';
import type { LinkRecord } from '../links/link.record';
import { toCriticalPathReply, toScheduleModel, type MasterPlanData } from './schedule-model';

const DAY = 480;
const ids = { s: 'a0', a: 'a1', b: 'a2', c: 'a3', d: 'a4', m: 'a5' };

function activity(id: string, kind: ActivityRecord['kind'], duration: number, order: number, parentId: string | null = null): ActivityRecord {
  return { ...planActivityDefaults(), id, companyId: 'c', scheduleId: 's', calendarId: null, parentId, name: `Activity ${id}`, kind, duration, start: '2027-03-01T08:00', finish: '2027-03-01T17:00', progress: 0, correlativeId: order, order };
}

const link = (id: string, predecessorId: string, successorId: string, lag = 0, type: LinkRecord['type'] = 'FS'): LinkRecord => ({ id, scheduleId: 's', predecessorId, successorId, type, lag });

const calendar: CalendarRecord = {
  id: 'cal',
  scheduleId: 's',
  name: 'Site',
  isDefault: true,
  workingDays: [0, 1, 1, 1, 1, 1, 0],
  shifts: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  exceptions: [{ name: 'Site holiday', fromDate: '2027-03-05', toDate: '2027-03-05', every: 'DAILY', working: false, shifts: [], source: 'manual' }],
};

// Monday 1 March 2027: A (2 days) → 1 day lag → B (1 day) → C (1 day, after the Friday holiday) → milestone M; D alone.
const plan: MasterPlanData = {
  activities: [
    activity(ids.s, 'summary', 0, 1),
    activity(ids.a, 'task', 2 * DAY, 2, ids.s),
    activity(ids.b, 'task', DAY, 3, ids.s),
    activity(ids.c, 'task', DAY, 4),
    activity(ids.d, 'task', DAY, 5),
    activity(ids.m, 'milestone', 0, 6),
  ],
  links: [link('l1', ids.a, ids.b, DAY), link('l2', ids.b, ids.c), link('l3', ids.c, ids.m)],
  calendars: [calendar],
};

function critical() {
  const model = toScheduleModel(plan);
  return toCriticalPathReply('s', plan, model, schedule(model));
}

test('the master plan is scheduled on its calendar: lags in working time, holidays skipped', () => {
  const reply = critical();
  const byId = new Map(reply.activities.map((a) => [a.id, a]));
  assert.equal(byId.get(ids.a)?.earlyStart, '2027-03-01T08:00');
  assert.equal(byId.get(ids.a)?.earlyFinish, '2027-03-02T17:00');
  assert.equal(byId.get(ids.b)?.earlyStart, '2027-03-04T08:00', 'Wednesday is the lag');
  assert.equal(byId.get(ids.c)?.earlyStart, '2027-03-08T08:00', 'Friday is a holiday, the weekend is not worked');
  assert.equal(reply.projectStart, '2027-03-01T08:00');
  assert.equal(reply.projectFinish, '2027-03-08T17:00');
  assert.equal(reply.minutesPerDay, DAY);
});

test('the chain is critical, the loose task has its float, the summary spans its children', () => {
  const reply = critical();
  const byId = new Map(reply.activities.map((a) => [a.id, a]));
  for (const id of [ids.a, ids.b, ids.c, ids.m]) assert.equal(byId.get(id)?.critical, true, id);
  assert.equal(byId.get(ids.d)?.critical, false);
  assert.equal(byId.get(ids.d)?.totalFloat, 4 * DAY, 'Tuesday to Thursday and Monday, not the holiday');
  assert.equal(byId.get(ids.s)?.earlyStart, '2027-03-01T08:00');
  assert.equal(byId.get(ids.s)?.earlyFinish, '2027-03-04T17:00');
  assert.deepEqual(byId.get(ids.c)?.drivingPredecessorIds, [ids.b]);
  assert.deepEqual(reply.activities.map((a) => a.id), Object.values(ids), 'in the plan order');
});

test('a schedule without calendars uses the standard week; an empty one has no dates', () => {
  const model = toScheduleModel({ ...plan, calendars: [] });
  assert.equal(model.options.defaultCalendarId, 'standard');
  assert.equal(model.options.hoursPerDay, 8);
  const empty = toCriticalPathReply('s', { activities: [], links: [], calendars: [] }, model, { activities: new Map(), projectStart: 0, projectFinish: 0 });
  assert.equal(empty.projectStart, null);
  assert.equal(empty.projectFinish, null);
  assert.deepEqual(empty.activities, []);
});

test('the data date holds back unstarted work and resumes started work from it, moving what follows', () => {
  const started = { ...activity(ids.a, 'task', 2 * DAY, 1), progress: 50, actualStart: '2027-03-01T08:00' };
  const next = activity(ids.b, 'task', DAY, 2);
  const asOf = (dataDate: string | null) => {
    const data: MasterPlanData = { activities: [started, next], links: [link('l', ids.a, ids.b)], calendars: [calendar], dataDate };
    return toCriticalPathReply('s', data, toScheduleModel(data, '2027-03-01'), schedule(toScheduleModel(data, '2027-03-01')));
  };
  const finishOf = (reply: ReturnType<typeof asOf>, id: string) => reply.activities.find((a) => a.id === id)!.earlyFinish;
  assert.equal(finishOf(asOf(null), ids.b), '2027-03-03T17:00');
  // Half of A (one day) is left on Wednesday 3 March: it ends that evening, B the next.
  assert.equal(finishOf(asOf('2027-03-03T08:00'), ids.a), '2027-03-03T17:00');
  assert.equal(finishOf(asOf('2027-03-03T08:00'), ids.b), '2027-03-04T17:00');
  // On Monday 8 March nothing more was done: the day left is that Monday, B the Tuesday; A still started on the 1st.
  const late = asOf('2027-03-08T08:00');
  assert.equal(late.activities.find((a) => a.id === ids.a)!.earlyStart, '2027-03-01T08:00');
  assert.equal(finishOf(late, ids.a), '2027-03-08T17:00');
  assert.equal(finishOf(late, ids.b), '2027-03-09T17:00');
  assert.equal(toScheduleModel({ activities: [next], links: [], calendars: [calendar], dataDate: '2027-03-08T08:00' }).options.statusDate !== undefined, true);
});
