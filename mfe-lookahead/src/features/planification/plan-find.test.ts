import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaskReply, WindowActivity } from '@tenon/contracts/types';
import { DEFAULT_FIND, EMPTY_FILTER, findRows, indexPlan, type FindRow, type PlanFind } from './plan-find';

const activity = (id: string, parentId: string | null = null, over: Partial<WindowActivity> = {}): WindowActivity => ({
  id, parentId, name: `Activity ${id}`, correlativeId: 1, wbs: '1', start: '2026-11-23T08:00', finish: '2026-11-27T17:00', progress: 0,
  tasksProgress: null, leanStatus: null, subcontractId: null, isSummary: parentId === null, isOnLookahead: false, ...over,
});
const task = (id: string, activityId: string, over: Partial<TaskReply> = {}): TaskReply =>
  ({
    id, activityId, parentId: null, name: id, start: '2026-11-23T08:00', finish: '2026-11-24T17:00', leanStatus: 'Debit', priority: 'Normal',
    responsibleIds: [], subcontractId: null, tags: [], unfit: null, openRoadblocks: 0, progress: 0, ...over,
  }) as TaskReply;

const plan = {
  activities: [activity('root'), activity('a1', 'root'), activity('a2', 'root', { name: 'Slab pour' }), activity('other')],
  tasks: [
    task('formwork', 'a1', { leanStatus: 'Can', responsibleIds: ['ana'], subcontractId: 'sub1', tags: ['Level 1'], priority: 'High', progress: 40 }),
    task('rebar', 'a1', { leanStatus: 'Restricted', responsibleIds: ['ana', 'ben'], subcontractId: 'sub2', openRoadblocks: 2, start: '2026-11-20T08:00', unfit: 'start' }),
    task('rebar-east', 'a1', { parentId: 'rebar', leanStatus: 'Restricted', responsibleIds: ['ben'] }),
    task('pour', 'a2', { leanStatus: 'Will', subcontractId: 'sub1', priority: 'Urgent', start: '2026-12-01T08:00', finish: '2026-12-02T17:00', progress: 90 }),
  ],
};
const find = (over: Omit<Partial<PlanFind>, 'filter'> & { filter?: Partial<PlanFind['filter']> } = {}): PlanFind => ({ ...DEFAULT_FIND, ...over, filter: { ...EMPTY_FILTER, ...over.filter } });
const keys = (rows: FindRow[]) => rows.map((row) => (row.kind === 'task' ? `${row.key}@${row.depth}` : row.key));
const taskIds = (rows: FindRow[]) => rows.flatMap((row) => (row.kind === 'task' ? [row.task.id] : []));

test('without filter, grouping or order every activity shows in outline order, tasks beneath, subtasks under their task', () => {
  const index = indexPlan(plan);
  assert.deepEqual(keys(findRows(index, DEFAULT_FIND)), ['a:root', 'a:a1', 't:formwork@1', 't:rebar@1', 't:rebar-east@2', 'a:a2', 't:pour@1', 'a:other']);
});

test('each criterion narrows the tasks, and activities without a kept task leave the table', () => {
  const index = indexPlan(plan);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { leanStatuses: ['Can', 'Will'] } }))), ['formwork', 'pour']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { responsibleIds: ['ben'] } }))), ['rebar', 'rebar-east']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { subcontractIds: ['sub1'] } }))), ['formwork', 'pour']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { tags: ['level 1'] } }))), ['formwork']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { priorities: ['Urgent'] } }))), ['pour']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { from: '2026-11-30' } }))), ['pour']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { to: '2026-11-21' } }))), ['rebar']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { unfitOnly: true } }))), ['rebar']);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { roadblocksOnly: true } }))), ['rebar']);
  // Text finds the task's name or its activity's name.
  assert.deepEqual(taskIds(findRows(index, find({ filter: { text: 'SLAB' } }))), ['pour']);
  const rows = findRows(index, find({ filter: { leanStatuses: ['Will'] } }));
  assert.deepEqual(keys(rows), ['a:a2', 't:pour@1']);
});

test('criteria combine: all must hold', () => {
  const index = indexPlan(plan);
  assert.deepEqual(taskIds(findRows(index, find({ filter: { responsibleIds: ['ana'], leanStatuses: ['Restricted'] } }))), ['rebar']);
});

test('grouping puts each activity as the parent of its tasks within the group, in the lean order, "none" last', () => {
  const index = indexPlan(plan);
  assert.deepEqual(keys(findRows(index, find({ group: 'leanStatus' }))), [
    'g:Restricted', 'g:Restricted/a:a1', 'g:Restricted/t:rebar@1', 'g:Restricted/t:rebar-east@2',
    'g:Can', 'g:Can/a:a1', 'g:Can/t:formwork@1',
    'g:Will', 'g:Will/a:a2', 'g:Will/t:pour@1',
  ]);
  const bySubcontract = findRows(index, find({ group: 'subcontract' }));
  assert.deepEqual(bySubcontract.filter((r) => r.kind === 'group').map((r) => [r.key, r.kind === 'group' ? r.count : 0]), [['g:sub1', 2], ['g:sub2', 1], ['g:-', 1]]);
  // A task with two responsibles is under each of them.
  const byPerson = findRows(index, find({ group: 'responsible' }));
  assert.deepEqual(byPerson.filter((r) => r.kind === 'group').map((r) => r.key), ['g:ana', 'g:ben', 'g:-']);
  assert.equal(taskIds(byPerson).filter((id) => id === 'rebar').length, 2);
  assert.deepEqual(findRows(index, find({ group: 'priority' })).filter((r) => r.kind === 'group').map((r) => r.key), ['g:Urgent', 'g:High', 'g:Normal']);
});

test('ordering sorts tasks within their activity and activities by their first task', () => {
  const index = indexPlan(plan);
  const filter = { leanStatuses: [] };
  assert.deepEqual(taskIds(findRows(index, find({ filter, order: { by: 'start', descending: false } }))), ['rebar', 'rebar-east', 'formwork', 'pour']);
  assert.deepEqual(taskIds(findRows(index, find({ order: { by: 'progress', descending: true } }))), ['pour', 'formwork', 'rebar', 'rebar-east']);
  assert.deepEqual(taskIds(findRows(index, find({ order: { by: 'priority', descending: false } }))), ['pour', 'formwork', 'rebar', 'rebar-east']);
  assert.deepEqual(taskIds(findRows(index, find({ order: { by: 'name', descending: false } }))).slice(0, 3), ['formwork', 'rebar', 'rebar-east']);
});

test('the tree node narrows to its activity and everything beneath it', () => {
  const index = indexPlan(plan);
  assert.deepEqual(keys(findRows(index, find({ treeNode: 'a2' }))), ['a:a2', 't:pour@1']);
  assert.deepEqual(findRows(index, find({ treeNode: 'root' })).filter((r) => r.kind === 'activity').map((r) => r.key), ['a:root', 'a:a1', 'a:a2']);
});

test('filtering and regrouping 2,000 tasks under 10,000 activities keeps every task that matches', () => {
  const activities: WindowActivity[] = [];
  for (let i = 0; i < 10_000; i++) activities.push(activity(`a${i}`, i % 10 === 0 ? null : `a${i - (i % 10)}`, { wbs: `${i}` }));
  const statuses = ['Restricted', 'Debit', 'Can', 'Will', 'Committed'] as const;
  const tasks: TaskReply[] = [];
  for (let i = 0; i < 2_000; i++) {
    tasks.push(task(`t${i}`, `a${(i * 5) % 10_000}`, { leanStatus: statuses[i % 5], responsibleIds: [`p${i % 7}`], subcontractId: `s${i % 4}`, priority: i % 2 ? 'High' : 'Low', start: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T08:00` }));
  }
  const index = indexPlan({ activities, tasks });
  // Speed is measured in the browser by `npm run bench:lookahead`; here, that nothing is lost at this size.
  const filtered = taskIds(findRows(index, find({ filter: { leanStatuses: ['Can', 'Will'], responsibleIds: ['p1', 'p2'] } })));
  assert.equal(filtered.length, tasks.filter((t) => ['Can', 'Will'].includes(t.leanStatus) && ['p1', 'p2'].includes(t.responsibleIds[0]!)).length);
  assert.equal(taskIds(findRows(index, find({ group: 'subcontract', order: { by: 'start', descending: false } }))).length, 2_000);
  assert.equal(taskIds(findRows(index, DEFAULT_FIND)).length, 2_000);
  assert.equal(taskIds(findRows(index, find({ group: 'responsible' }))).length, 2_000);
});
