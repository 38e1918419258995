import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PlanActivity } from '@tenon/contracts';
import { progressSnapshot } from './progress-snapshot';

const id = (n: number) => n.toString(16).padStart(24, '0');
const concrete = 'c0c0c0c0c0c0c0c0c0c0c0c0';
function activity(n: number, fields: Partial<PlanActivity> = {}): PlanActivity {
  return {
    id: id(n), correlativeId: n, name: `A${n}`, kind: 'task', parentId: null, order: n, duration: 480,
    start: '2027-03-01T08:00', finish: '2027-03-01T17:00', ...planActivityDefaults(), ...fields,
  };
}

const plan = [
  activity(1, { kind: 'summary', progress: 75, duration: 4 * 480 }),
  activity(2, { parentId: id(1), progress: 100, duration: 3 * 480, subcontractId: concrete, actualStart: '2027-03-01T08:00', actualFinish: '2027-03-03T17:00' }),
  activity(3, { parentId: id(1), progress: 0, duration: 480 }),
  activity(4, { progress: 50, duration: 4 * 480, subcontractId: concrete, actualStart: '2027-03-01T08:00' }),
];

test("an update keeps every activity's progress as the plan holds it, and the schedule's weighted figure", () => {
  const snapshot = progressSnapshot(plan, { scope: 'all' });
  assert.deepEqual(snapshot.progress, { [id(1)]: 75, [id(2)]: 100, [id(3)]: 0, [id(4)]: 50 });
  assert.equal(snapshot.activityCount, 4);
  // Two top-level activities of 4 days: (75 + 50) / 2.
  assert.equal(snapshot.scheduleProgress, 62.5);
});

test("a subcontractor's update keeps only its subcontract's activities", () => {
  const snapshot = progressSnapshot(plan, { scope: 'subcontract', subcontractId: concrete });
  assert.deepEqual(snapshot.progress, { [id(2)]: 100, [id(4)]: 50 });
  assert.equal(snapshot.activityCount, 2);
});

test('an empty schedule is at 0', () => {
  assert.deepEqual(progressSnapshot([], { scope: 'all' }), { progress: {}, activityCount: 0, scheduleProgress: 0 });
});
