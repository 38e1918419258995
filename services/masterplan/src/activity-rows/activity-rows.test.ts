import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACTIVITY_ROWS_CHUNK, planActivityDefaults, type PlanActivity } from '@tenon/contracts';
import { activityRowsEvents } from './activity-rows';

const header = { companyId: 'c', projectId: 'p', scheduleId: 's', version: 3, whole: false };
const activity = (n: number): PlanActivity => ({
  ...planActivityDefaults(),
  id: n.toString(16).padStart(24, '0'),
  correlativeId: n,
  name: `Activity ${n}`,
  kind: n === 1 ? 'summary' : 'task',
  parentId: null,
  order: n,
  duration: 480,
  start: '2026-11-23T08:00',
  finish: '2026-11-23T17:00',
});

test('a large change is cut into ordered chunks of one version, deletions on the last', () => {
  const rows = Array.from({ length: ACTIVITY_ROWS_CHUNK * 2 + 5 }, (_, i) => activity(i + 1));
  const events = activityRowsEvents(header, rows, ['ffffffffffffffffffffffff']);
  assert.deepEqual(events.map((e) => [e.chunkIndex, e.chunkCount, e.activities.length, e.deletedActivityIds.length, e.version]), [
    [0, 3, ACTIVITY_ROWS_CHUNK, 0, 3],
    [1, 3, ACTIVITY_ROWS_CHUNK, 0, 3],
    [2, 3, 5, 1, 3],
  ]);
  assert.deepEqual(events[0]!.activities[0], {
    id: rows[0]!.id, parentId: null, name: 'Activity 1', correlativeId: 1, order: 1, start: '2026-11-23T08:00', finish: '2026-11-23T17:00',
    progress: 0, subcontractId: null, calendarId: null, isSummary: true, isMilestone: false,
  });
});

test('a change that only deletes is still one event', () => {
  const events = activityRowsEvents(header, [], ['ffffffffffffffffffffffff']);
  assert.equal(events.length, 1);
  assert.deepEqual(events[0]!.deletedActivityIds, ['ffffffffffffffffffffffff']);
});

test("a scheduled plan's rows carry their floats and criticality; rows the schedule does not know say nothing of them", () => {
  const rows = [activity(1), activity(2)];
  const floats = new Map([[rows[1]!.id, { totalFloatDays: 2.5, freeFloatDays: 0, critical: false }]]);
  const [event] = activityRowsEvents(header, rows, [], floats);
  assert.deepEqual(
    event!.activities.map((row) => [row.totalFloatDays, row.freeFloatDays, row.critical]),
    [
      [undefined, undefined, undefined],
      [2.5, 0, false],
    ],
  );
  assert.ok(!('critical' in event!.activities[0]!));
});
