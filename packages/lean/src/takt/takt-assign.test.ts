import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alreadyRelated, relatedUnitsByActivity, unitCountsByActivity } from './takt-assign';

const units = [
  { id: 'u1', activityIds: ['a1'] },
  { id: 'u2', activityIds: ['a1', 'a2'] },
  { id: 'u3', activityIds: [] },
];

test('assigning an activity to a unit it is already related to is refused, naming the pairs', () => {
  assert.deepEqual(alreadyRelated(units, ['a2', 'a3']), [{ activityId: 'a2', unitId: 'u2' }]);
  assert.deepEqual(alreadyRelated(units, ['a3']), []);
});

test('unassigning removes only the related pairs, per activity', () => {
  const byActivity = relatedUnitsByActivity(units, ['a1', 'a2', 'a3', 'a1']);
  assert.deepEqual([...byActivity.entries()], [
    ['a1', ['u1', 'u2']],
    ['a2', ['u2']],
  ]);
});

test('the screen counts units per activity', () => {
  assert.deepEqual([...unitCountsByActivity(units).entries()], [
    ['a1', 2],
    ['a2', 1],
  ]);
});
