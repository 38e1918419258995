import { test } from 'node:test';
import assert from 'node:assert/strict';
import { minutesFromIso } from './calendar/civil-date';
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
