import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PlanActivity, type PlanLink } from '@tenon/contracts';
import type { PlanRows } from '../plan/plan-rules';
import { approvedChange, isApprovalRefusal } from './approved-dates';

const id = (n: number) => n.toString(16).padStart(24, '0');
const task = (n: number, start: string, finish: string, extra: Partial<PlanActivity> = {}): PlanActivity => ({
  id: id(n), correlativeId: n, name: `A${n}`, kind: 'task', parentId: null, order: n, duration: 960, start, finish, ...planActivityDefaults(), ...extra,
});
const link = (n: number, from: PlanActivity, to: PlanActivity): PlanLink => ({ id: id(100 + n), predecessorId: from.id, successorId: to.id, type: 'FS', lag: 0 });

function rows(activities: PlanActivity[], links: PlanLink[]): PlanRows {
  return { activities: new Map(activities.map((a) => [a.id, a])), links: new Map(links.map((l) => [l.id, l])) };
}

const first = task(1, '2027-03-01T08:00', '2027-03-02T17:00');
const second = task(2, '2027-03-03T08:00', '2027-03-04T17:00');
const apart = task(3, '2027-03-01T08:00', '2027-03-02T17:00');
const plan = rows([first, second, apart], [link(1, first, second)]);

test('the requested activity takes the dates with a start-no-earlier-than and the working time between them; its successor follows; others stay', () => {
  const change = approvedChange(plan, [], { activityId: first.id, start: '2027-03-04T08:00', finish: '2027-03-08T17:00' }, '2027-01-01');
  assert.ok(!isApprovalRefusal(change));
  const byId = new Map(change.map((a) => [a.id, a]));
  assert.deepEqual(byId.get(first.id), { ...first, start: '2027-03-04T08:00', finish: '2027-03-08T17:00', duration: 3 * 480, constraintType: 'snet', constraintDate: '2027-03-04T08:00' });
  assert.deepEqual([byId.get(second.id)?.start, byId.get(second.id)?.finish], ['2027-03-09T08:00', '2027-03-10T17:00']);
  assert.equal(byId.has(apart.id), false, 'an activity that did not move is not saved');
});

test('a summary, an activity no longer in the plan and a span without working time are refused', () => {
  const summary = task(9, '2027-03-01T08:00', '2027-03-02T17:00', { kind: 'summary' });
  const withSummary = rows([summary, { ...first, parentId: summary.id }], []);
  assert.equal((approvedChange(withSummary, [], { activityId: summary.id, start: '2027-03-04T08:00', finish: '2027-03-05T17:00' }) as { refused: string }).refused, 'summary');
  assert.equal((approvedChange(plan, [], { activityId: id(77), start: '2027-03-04T08:00', finish: '2027-03-05T17:00' }) as { refused: string }).refused, 'unknown-activity');
  // A Saturday to a Sunday on a weekday calendar.
  assert.equal((approvedChange(plan, [], { activityId: first.id, start: '2027-03-06T08:00', finish: '2027-03-07T17:00' }) as { refused: string }).refused, 'no-working-time');
});
