import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isoFromMinutes, minutesFromIso } from './calendar/civil-date';
import { schedule } from './engine/schedule';
import { nativeActivity, nativeLink } from './native-rows';

const row = { id: 'a', name: 'Slab', kind: 'task' as const, parentId: null, order: 3, duration: 960, calendarId: 'night' };

test('a stored activity keeps its calendar only when the schedule has it, and its constraint with its date', () => {
  assert.deepEqual(nativeActivity(row, new Set(['night'])), { id: 'a', name: 'Slab', kind: 'task', order: 3, duration: 960, calendarId: 'night' });
  assert.equal(nativeActivity(row, new Set()).calendarId, undefined);
  assert.deepEqual(nativeActivity({ ...row, constraintType: 'snet', constraintDate: '2027-03-01T08:00' }, new Set()).constraint, { type: 'snet', date: minutesFromIso('2027-03-01T08:00') });
  assert.equal(nativeActivity({ ...row, constraintType: 'asap', constraintDate: null }, new Set()).constraint, undefined);
  assert.equal(nativeActivity({ ...row, kind: 'milestone' }, new Set()).duration, 0);
});

test('a stored link carries its lag in working minutes', () => {
  assert.deepEqual(nativeLink({ id: 'l', predecessorId: 'a', successorId: 'b', type: 'SS', lag: -240 }), { id: 'l', predecessorId: 'a', successorId: 'b', type: 'SS', lag: { value: -240, unit: 'working-minutes' } });
});

test('a stored activity with an actual start carries its progress; a percentage alone or a summary does not', () => {
  const started = nativeActivity({ ...row, progress: 25, actualStart: '2027-03-01T08:00', actualFinish: null }, new Set());
  assert.deepEqual(started.progress, { actualStart: minutesFromIso('2027-03-01T08:00'), percentComplete: 25 });
  const finished = nativeActivity({ ...row, progress: 80, actualStart: '2027-03-01T08:00', actualFinish: '2027-03-02T17:00' }, new Set());
  assert.deepEqual(finished.progress, { actualStart: minutesFromIso('2027-03-01T08:00'), actualFinish: minutesFromIso('2027-03-02T17:00'), percentComplete: 100 });
  assert.equal(nativeActivity({ ...row, progress: 40, actualStart: null, actualFinish: null }, new Set()).progress, undefined);
  assert.equal(nativeActivity({ ...row, kind: 'summary', progress: 40, actualStart: '2027-03-01T08:00' }, new Set()).progress, undefined);
});

test('moving the data date moves the remaining work of a started activity and the work after it, as P6 does', () => {
  const standard = { id: 'standard', name: 'Standard', week: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ working: d >= 1 && d <= 5, shifts: d >= 1 && d <= 5 ? [{ from: 480, to: 720 }, { from: 780, to: 1020 }] : [] })), exceptions: [] };
  const rows = [
    nativeActivity({ ...row, id: 'a', calendarId: null, duration: 4 * 480, progress: 50, actualStart: '2024-03-04T08:00', actualFinish: null }, new Set()),
    nativeActivity({ ...row, id: 'b', calendarId: null, duration: 480 }, new Set()),
  ];
  const planAsOf = (dataDate: string) =>
    schedule({
      source: 'native',
      options: { scheduleFrom: 'start', projectStart: minutesFromIso('2024-03-04T08:00'), statusDate: minutesFromIso(dataDate), progressMode: 'retained-logic', totalFloatMode: 'finish', critical: { kind: 'float', threshold: 0 }, lagCalendar: 'predecessor', defaultCalendarId: 'standard', hoursPerDay: 8, hoursPerWeek: 40 },
      calendars: [standard],
      activities: rows,
      links: [nativeLink({ id: 'l', predecessorId: 'a', successorId: 'b', type: 'FS', lag: 0 })],
    });
  const early = planAsOf('2024-03-06T08:00');
  assert.equal(isoFromMinutes(early.activities.get('a')!.earlyFinish), '2024-03-07T17:00');
  assert.equal(isoFromMinutes(early.activities.get('b')!.earlyStart), '2024-03-08T08:00');
  const later = planAsOf('2024-03-11T08:00');
  assert.equal(isoFromMinutes(later.activities.get('a')!.earlyStart), '2024-03-04T08:00');
  assert.equal(isoFromMinutes(later.activities.get('a')!.earlyFinish), '2024-03-12T17:00');
  assert.equal(isoFromMinutes(later.activities.get('b')!.earlyStart), '2024-03-13T08:00');
});
