import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaskReply, WindowActivity } from '@tenon/contracts/types';
import type { FindRow } from '../planification/plan-find';
import { ganttModeLayout } from './gantt-rows';

const activity = { id: 'a1', parentId: null, name: 'Level 3 slab', correlativeId: 7, wbs: '2.1', start: '2027-02-24T08:00', finish: '2027-03-10T17:00', progress: 20, tasksProgress: 40, leanStatus: 'Can', subcontractId: null, isSummary: false } as WindowActivity;
const task = (id: string, start: string, finish: string, leanStatus: TaskReply['leanStatus'] = 'Will') => ({ id, name: `Task ${id}`, start, finish, progress: 50, leanStatus }) as TaskReply;
const window = { start: '2027-03-01', end: '2027-03-14' };
const rows: FindRow[] = [
  { kind: 'group', key: 'g', group: 'leanStatus', value: 'Will', count: 2 },
  { kind: 'activity', key: 'a1', activity },
  { kind: 'task', key: 't1', task: task('t1', '2027-03-02T08:00', '2027-03-03T17:00'), activity, depth: 1 },
  { kind: 'task', key: 't2', task: task('t2', '2027-03-20T08:00', '2027-03-21T17:00'), activity, depth: 1 },
  { kind: 'task', key: 't3', task: task('t3', '2027-03-13', '2027-03-16', 'Restricted'), activity, depth: 2 },
];

test("rows keep the table's order; bars sit on the window's days at 18 px a day and are cut at its edges", () => {
  const layout = ganttModeLayout(rows, window, (row) => `Group ${row.value}`, '2027-03-04');
  assert.equal(layout.width, 14 * 18);
  assert.deepEqual(layout.rows.map((r) => r.kind), ['group', 'activity', 'task', 'task', 'task']);
  const group = layout.rows[0]!;
  assert.equal(group.kind === 'group' && group.label, 'Group Will');
  const summary = layout.rows[1]!;
  assert.ok(summary.kind === 'activity' && summary.bar !== null);
  assert.deepEqual([summary.bar.x0, summary.bar.cutStart, summary.bar.cutEnd, summary.progress], [0, true, false, 40], 'the activity began before the window; its tasks give its progress');
  assert.equal(summary.bar.x1, 9 * 18 + (17 / 24) * 18);
  const first = layout.rows[2]!;
  assert.ok(first.kind === 'task' && first.bar !== null);
  assert.deepEqual([first.bar.x0, first.bar.x1], [18 + (8 / 24) * 18, 2 * 18 + (17 / 24) * 18]);
  const outside = layout.rows[3]!;
  assert.ok(outside.kind === 'task' && outside.bar === null, 'a task after the window has no bar');
  const cut = layout.rows[4]!;
  assert.ok(cut.kind === 'task' && cut.bar !== null && cut.bar.cutEnd && cut.bar.x1 === 14 * 18 && cut.leanStatus === 'Restricted' && cut.depth === 2);
});

test('the header has the weeks from the window start and every day, weekends marked; today only inside the window', () => {
  const layout = ganttModeLayout(rows, window, () => '', '2027-03-04');
  assert.deepEqual(layout.weeks.map((w) => w.date), ['2027-03-01', '2027-03-08']);
  assert.equal(layout.days.length, 14);
  assert.deepEqual(layout.days.filter((d) => d.weekend).map((d) => d.date), ['2027-03-06', '2027-03-07', '2027-03-13', '2027-03-14']);
  assert.equal(layout.todayX, 3 * 18);
  assert.equal(ganttModeLayout(rows, window, () => '', '2027-04-01').todayX, null);
});
