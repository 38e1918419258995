import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BaselinePoint } from '@tenon/contracts';
import { baselineFinish, isPickRefusal, pickBaselinePoints, type PickedPoints } from './baseline-points';

const id = (n: number) => n.toString(16).padStart(24, '0');
const row = (n: number, progress = 0, finish = `2027-03-0${n}T17:00`) => ({ id: id(n), start: `2027-03-0${n}T08:00`, finish, duration: 480, progress });
const plan = [row(1, 100), row(2, 40), row(3), row(4)];
/** The active baseline knew activities 1 and 2, with other dates than the plan's now. */
const active: BaselinePoint[] = [
  { activityId: id(1), start: '2027-02-01T08:00', finish: '2027-02-01T17:00', duration: 480 },
  { activityId: id(2), start: '2027-02-02T08:00', finish: '2027-02-02T17:00', duration: 480 },
];
const picked = (result: ReturnType<typeof pickBaselinePoints>): PickedPoints => {
  assert.ok(!isPickRefusal(result));
  return result;
};
const finishes = (result: PickedPoints) => Object.fromEntries(result.points.map((p) => [Number.parseInt(p.activityId, 16), p.finish]));

test('option 1 takes every activity as it is now, whatever the active baseline had', () => {
  const result = picked(pickBaselinePoints(1, plan, active));
  assert.deepEqual(finishes(result), { 1: '2027-03-01T17:00', 2: '2027-03-02T17:00', 3: '2027-03-03T17:00', 4: '2027-03-04T17:00' });
  assert.equal(result.takenFromPlan, 4);
});

test('option 2 copies the active baseline and adds only the activities it does not have', () => {
  const result = picked(pickBaselinePoints(2, plan, active));
  assert.deepEqual(finishes(result), { 1: '2027-02-01T17:00', 2: '2027-02-02T17:00', 3: '2027-03-03T17:00', 4: '2027-03-04T17:00' });
  assert.equal(result.takenFromPlan, 2);
  assert.equal(picked(pickBaselinePoints(2, plan, null)).points.length, 4, 'without an active baseline every activity is new');
});

test('option 3 takes the unfinished activities now and keeps the finished ones as the active baseline had them', () => {
  const result = picked(pickBaselinePoints(3, plan, active));
  assert.deepEqual(finishes(result), { 1: '2027-02-01T17:00', 2: '2027-03-02T17:00', 3: '2027-03-03T17:00', 4: '2027-03-04T17:00' });
  assert.equal(result.takenFromPlan, 3);
  assert.deepEqual(Object.keys(finishes(picked(pickBaselinePoints(3, plan, null)))), ['2', '3', '4'], 'a finished activity with no baseline yet is left out');
});

test('option 4 takes the selected activities and refuses ids the plan does not have', () => {
  const result = picked(pickBaselinePoints(4, plan, active, [id(2), id(4)]));
  assert.deepEqual(finishes(result), { 1: '2027-02-01T17:00', 2: '2027-03-02T17:00', 4: '2027-03-04T17:00' });
  assert.equal(result.takenFromPlan, 2);
  const refused = pickBaselinePoints(4, plan, active, [id(3), id(99)]);
  assert.deepEqual(refused, { unknownIds: [id(99)] });
});

test('the baseline finish is the latest finish of its points', () => {
  assert.equal(baselineFinish(active), '2027-02-02T17:00');
  assert.equal(baselineFinish([]), null);
});
