import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TaskCommitment, WeekTask } from '@tenon/contracts/types';
import { isTaskOnDay, weekRowsOf } from './week-rows';
import { tabTargetKey } from './virtual-tabbing';

const task = (id: string, activityId: string, commitmentId: string | null = null): WeekTask => ({
  id,
  activityId,
  parentId: null,
  name: `Task ${id}`,
  start: '2027-03-02T08:00',
  finish: '2027-03-03T17:00',
  progress: 0,
  leanStatus: commitmentId === null ? 'Will' : 'Committed',
  responsibleIds: [],
  subcontractId: null,
  commitmentId,
});

const commitment = (id: string, taskId: string): TaskCommitment => ({
  id,
  taskId,
  activityId: 'a1',
  activityName: 'Level 1 slab',
  name: `Task ${taskId}`,
  start: '2027-03-02T08:00',
  finish: '2027-03-03T17:00',
  committedPercent: 100,
  realizedPercent: null,
  progressAtCommit: 0,
  responsibleIds: [],
  subcontractId: null,
  met: null,
  removed: false,
  fulfilled: false,
});

test('each activity heading comes before its tasks, in the order the week gives them', () => {
  const rows = weekRowsOf({
    activities: [
      { id: 'a1', name: 'Level 1 slab', tasks: [task('t1', 'a1', 'c1'), task('t2', 'a1')] },
      { id: 'a2', name: 'Level 2 slab', tasks: [task('t3', 'a2')] },
    ],
    commitments: [commitment('c1', 't1')],
  });
  assert.deepEqual(
    rows.map((row) => (row.kind === 'activity' ? `${row.name} (${row.taskCount})` : `${row.task.id}${row.commitment === null ? '' : ` ${row.commitment.id}`}`)),
    ['Level 1 slab (2)', 't1 c1', 't2', 'Level 2 slab (1)', 't3'],
  );
  // Keys stay unique when a task id looks like an activity id: selection and scrolling go by key.
  assert.equal(new Set(rows.map((row) => row.key)).size, rows.length);
});

test('a task naming a commitment the week no longer lists shows as not committed', () => {
  const [, row] = weekRowsOf({ activities: [{ id: 'a1', name: 'Level 1 slab', tasks: [task('t1', 'a1', 'gone')] }], commitments: [] });
  assert.ok(row?.kind === 'task');
  assert.equal(row.commitment, null);
});

test('500 tasks make 500 task lines and one heading per activity', () => {
  const activities = Array.from({ length: 25 }, (_, a) => ({ id: `a${a}`, name: `Level ${a + 1} slab`, tasks: Array.from({ length: 20 }, (_, t) => task(`t${a}-${t}`, `a${a}`)) }));
  const rows = weekRowsOf({ activities, commitments: [] });
  assert.equal(rows.filter((row) => row.kind === 'task').length, 500);
  assert.equal(rows.filter((row) => row.kind === 'activity').length, 25);
});

test('a task is marked on the days from its start to its finish, both included', () => {
  const t = task('t1', 'a1');
  assert.deepEqual(
    ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'].map((day) => isTaskOnDay(t, day)),
    [false, true, true, false],
  );
});

test('Tab goes to the next line, or the one before with Shift, past lines with nothing to focus, and leaves at the ends', () => {
  const keys = ['activity:a1', 't1', 't2', 'activity:a2', 't3'];
  const heading = (key: string) => key.startsWith('activity:');
  assert.equal(tabTargetKey(keys, 't1', false, heading), 't2');
  assert.equal(tabTargetKey(keys, 't2', false, heading), 't3');
  assert.equal(tabTargetKey(keys, 't3', true, heading), 't2');
  assert.equal(tabTargetKey(keys, 't1', true, heading), null);
  assert.equal(tabTargetKey(keys, 't3', false, heading), null);
  assert.equal(tabTargetKey(keys, 'gone', false, heading), null);
  assert.equal(tabTargetKey(['c1', 'c2'], 'c1', false), 'c2');
});
