import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summaryProgressChanges, type PlanRollupRow } from './plan-rollup';

const row = (id: string, parentId: string | null, kind: PlanRollupRow['kind'], progress: number, duration: number, cost?: number): PlanRollupRow => ({
  id,
  parentId,
  kind,
  progress,
  actualFinish: null,
  duration,
  cost,
});

test('a summary whose progress lags its children gets the roll-up by duration, one that agrees is left out', () => {
  const rows = [row('s', null, 'summary', 0, 10), row('a', 's', 'task', 50, 6), row('b', 's', 'task', 0, 4), row('t', null, 'summary', 100, 1), row('c', 't', 'task', 100, 1)];
  assert.deepEqual([...summaryProgressChanges(rows, 'duration')], [['s', 30]]);
});

test('by cost, the dearer child weighs more; nested summaries roll up through each level', () => {
  const rows = [row('top', null, 'summary', 0, 10), row('mid', 'top', 'summary', 0, 10), row('a', 'mid', 'task', 100, 1, 300), row('b', 'mid', 'task', 0, 9, 100)];
  assert.deepEqual([...summaryProgressChanges(rows, 'cost')], [['top', 75], ['mid', 75]]);
});

test('a plan without summaries has nothing to roll up', () => {
  assert.equal(summaryProgressChanges([row('a', null, 'task', 40, 3)], 'duration').size, 0);
});
