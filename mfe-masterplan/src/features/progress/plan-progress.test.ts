import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PlanActivity } from '@tenon/contracts';
import type { PlanState } from '../gantt/editor/plan-edits';
import { rollUpPlan, statusDay, statusOf } from './plan-progress';

const id = (n: number) => n.toString(16).padStart(24, '0');
function activity(n: number, fields: Partial<PlanActivity> = {}): PlanActivity {
  return { ...planActivityDefaults(), id: id(n), correlativeId: n, name: `A${n}`, kind: 'task', parentId: null, order: n, duration: 480, start: '2027-03-01T08:00', finish: '2027-03-01T17:00', ...fields };
}

test("parents take their children's progress weighted by duration, and unchanged rows stay the same objects", () => {
  const other = activity(5);
  const state: PlanState = {
    activities: [activity(1, { kind: 'summary' }), activity(2, { parentId: id(1), duration: 3 * 480, progress: 100 }), activity(3, { parentId: id(1), duration: 480, progress: 20 }), other],
    links: [],
  };
  const rolled = rollUpPlan(state, 'duration');
  assert.equal(rolled.activities[0]!.progress, 80);
  assert.equal(rolled.activities[3], other);
  assert.equal(rollUpPlan(rolled, 'duration'), rolled, 'nothing to change: the same state');
});

test('a custom weight overrides the computed share, and a plan without parents is left as it is', () => {
  const state: PlanState = {
    activities: [activity(1, { kind: 'summary' }), activity(2, { parentId: id(1), duration: 3 * 480, progress: 100, ponderator: 10, hasCustomPonderator: true }), activity(3, { parentId: id(1), duration: 480 })],
    links: [],
  };
  assert.equal(rollUpPlan(state, 'duration').activities[0]!.progress, 10);
  const flat: PlanState = { activities: [activity(1)], links: [] };
  assert.equal(rollUpPlan(flat, 'duration'), flat);
});

test('weighted by cost, children without a cost weigh nothing', () => {
  const state: PlanState = {
    activities: [activity(1, { kind: 'summary' }), activity(2, { parentId: id(1), progress: 100, cost: 300 }), activity(3, { parentId: id(1), progress: 50 })],
    links: [],
  };
  assert.equal(rollUpPlan(state, 'cost').activities[0]!.progress, 100);
});

test('status and progress colour band of a row', () => {
  const dates = { start: '2027-03-01T08:00', finish: '2027-03-11T08:00' };
  assert.deepEqual(statusOf({ progress: 20 }, dates, undefined, 'follow', '2027-03-06T08:00'), { key: 'overdue', band: 'low' });
  assert.deepEqual(statusOf({ progress: 50 }, dates, undefined, 'follow', '2027-03-06T08:00'), { key: 'doing', band: 'middle' });
  assert.deepEqual(statusOf({ progress: 100 }, dates, undefined, 'follow', '2027-03-06T08:00'), { key: 'done', band: 'high' });
  assert.equal(statusOf({ progress: 50 }, dates, { start: '2027-02-01T08:00', finish: '2027-02-11T08:00' }, 'baseline', '2027-03-06T08:00').key, 'overdue');
  assert.equal(statusDay('2027-03-06T08:00'), '2027-03-06T08:00');
  assert.match(statusDay(null), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
});

test('an edit rolled up from the state it started on gives what rolling up the whole plan gives', () => {
  const opened: PlanState = {
    activities: [activity(1, { kind: 'summary', duration: 5 * 480 }), activity(2, { kind: 'summary', parentId: id(1), duration: 4 * 480 }), activity(3, { parentId: id(2), duration: 3 * 480, progress: 100 }), activity(4, { parentId: id(2), duration: 480 }), activity(5, { parentId: id(1), duration: 480, progress: 50 })],
    links: [],
  };
  const rolled = rollUpPlan(opened, 'duration');
  assert.deepEqual(rolled.activities.map((a) => a.progress), [70, 75, 100, 0, 50]);
  const longer = { ...rolled, activities: rolled.activities.map((a) => (a.id === id(4) ? { ...a, duration: 3 * 480 } : a)) };
  const fromEdit = rollUpPlan(longer, 'duration', rolled);
  assert.deepEqual(fromEdit, rollUpPlan(longer, 'duration'));
  assert.deepEqual(fromEdit.activities.map((a) => a.progress), [50, 50, 100, 0, 50]);
  // Weighed by cost, a parent child weighs its subtree: the whole plan is rolled up, with the same answer.
  const costly = { ...rolled, activities: rolled.activities.map((a) => (a.id === id(3) ? { ...a, cost: 100 } : a)) };
  assert.deepEqual(rollUpPlan(costly, 'cost', rolled), rollUpPlan(costly, 'cost'));
});
