import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rollupOutline, summaryProgressChanges, summaryProgressChangesAfterEdit, type PlanRollupRow } from './plan-rollup';

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

/** A random outline four levels deep, rolled up in full as an opened plan is. */
function rolledPlan(seed: number, size: number): PlanRollupRow[] {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const rows: PlanRollupRow[] = [];
  const summaries: Array<{ id: string; depth: number }> = [];
  for (let n = 0; n < size; n += 1) {
    const parent = summaries.length === 0 || random() < 0.1 ? null : summaries[Math.floor(random() * summaries.length)]!;
    const depth = parent === null ? 0 : parent.depth + 1;
    const summary = depth < 3 && random() < 0.25;
    const id = `r${n}`;
    rows.push(row(id, parent?.id ?? null, summary ? 'summary' : 'task', summary ? 0 : Math.round(random() * 100), 1 + Math.floor(random() * 20), Math.round(random() * 1000)));
    if (summary) summaries.push({ id, depth });
  }
  const changes = summaryProgressChanges(rows, 'duration');
  return rows.map((r) => (changes.has(r.id) ? { ...r, progress: changes.get(r.id)! } : r));
}

test('after an edit in place, rolling up only the ancestors of what changed gives what rolling up the whole plan gives', () => {
  for (let seed = 1; seed <= 40; seed += 1) {
    const plan = rolledPlan(seed, 300);
    const outline = rollupOutline(plan);
    const edited = plan.map((r, index) => {
      if (index % 37 !== seed % 37 || r.kind === 'summary') return r;
      return seed % 2 === 0 ? { ...r, duration: r.duration + seed } : { ...r, progress: (r.progress + 30) % 101 };
    });
    const incremental = summaryProgressChangesAfterEdit(plan, edited, 'duration', outline);
    assert.ok(incremental !== undefined, `seed ${seed}: an edit in place is rolled up along its ancestors`);
    assert.deepEqual(new Map([...incremental].sort()), new Map([...summaryProgressChanges(edited, 'duration')].sort()), `seed ${seed}`);
  }
});

test('a summary figure typed over is put back, and a rename changes nothing', () => {
  const plan = rolledPlan(7, 200);
  const outline = rollupOutline(plan);
  const summary = plan.findIndex((r) => r.kind === 'summary' && outline.children.has(r.id));
  const typed = plan.map((r, index) => (index === summary ? { ...r, progress: r.progress === 3 ? 4 : 3 } : r));
  assert.deepEqual([...summaryProgressChangesAfterEdit(plan, typed, 'duration', outline)!], [[plan[summary]!.id, plan[summary]!.progress]]);
  const renamed = plan.map((r, index) => (index === 5 ? { ...r, name: 'renamed' } : r));
  assert.equal(summaryProgressChangesAfterEdit(plan, renamed, 'duration', outline)!.size, 0);
});

test('an edit that changes the outline, or a weight read from a subtree, is left to the whole roll-up', () => {
  const plan = rolledPlan(11, 200);
  const outline = rollupOutline(plan);
  const child = plan.findIndex((r) => r.parentId !== null && r.kind === 'task');
  assert.equal(summaryProgressChangesAfterEdit(plan, plan.slice(1), 'duration', outline), undefined, 'a row removed');
  assert.equal(summaryProgressChangesAfterEdit(plan, plan.map((r, i) => (i === child ? { ...r, parentId: null } : r)), 'duration', outline), undefined, 're-parented');
  // A task two levels down: its parent is a child of a summary, weighed by cost as its whole subtree.
  const deep = plan.findIndex((r) => r.kind === 'task' && r.parentId !== null && plan[outline.position.get(r.parentId)!]!.parentId !== null);
  const edited = plan.map((r, i) => (i === deep ? { ...r, cost: (r.cost ?? 0) + 5 } : r));
  assert.equal(summaryProgressChangesAfterEdit(plan, edited, 'cost', outline), undefined, 'by cost, a summary child weighs its subtree');
});
