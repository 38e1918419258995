import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookaheadEvents, masterplanEvents, weeklyEvents } from '@tenon/contracts';
import { realtimeMessageOf } from './realtime-messages';

const place = { companyId: 'c1', projectId: 'p1', scheduleId: 's1' };

test('a task write becomes task_add, task_update or task_delete for its schedule room, naming the task and its writer', () => {
  const created = realtimeMessageOf(lookaheadEvents.taskUpdated, { ...place, taskId: 't1', activityId: 'a1', change: 'created', task: null, activityProgress: null, by: 'u1' });
  assert.deepEqual(created, { room: 'c1:s1', message: { type: 'task_add', projectId: 'p1', scheduleId: 's1', ids: ['t1'], by: 'u1' } });
  assert.equal(realtimeMessageOf(lookaheadEvents.taskUpdated, { ...place, taskId: 't1', change: 'deleted', by: 'u1' })?.message.type, 'task_delete');
  const restricted = realtimeMessageOf(lookaheadEvents.taskUpdated, { ...place, taskId: 't1', activityId: 'a1', change: 'lean-status', leanStatus: 'Restricted', cause: 'roadblocks' });
  assert.deepEqual([restricted?.message.type, restricted?.message.by], ['task_update', null]);
});

test('a bulk takt write arrives as one message per batch, naming every task of the batch', () => {
  const tasks = [{ id: 't1' }, { id: 't2' }, { id: 't3' }];
  const created = realtimeMessageOf(lookaheadEvents.taskUpdated, { ...place, change: 'batch', written: 'created', tasks, deletedTaskIds: [], activityProgress: [], by: 'u1' });
  assert.deepEqual(created, { room: 'c1:s1', message: { type: 'task_add', projectId: 'p1', scheduleId: 's1', ids: ['t1', 't2', 't3'], by: 'u1' } });
  const deleted = realtimeMessageOf(lookaheadEvents.taskUpdated, { ...place, change: 'batch', written: 'deleted', tasks: [], deletedTaskIds: ['t4', 't5'], activityProgress: [], by: 'u1' });
  assert.deepEqual([deleted?.message.type, deleted?.message.ids], ['task_delete', ['t4', 't5']]);
  const updated = realtimeMessageOf(lookaheadEvents.taskUpdated, { ...place, change: 'batch', written: 'updated', tasks, deletedTaskIds: [], activityProgress: [], by: 'u1' });
  assert.equal(updated?.message.type, 'task_update');
});

test('a whole plan in chunks is told once, on its last chunk', () => {
  const chunk = (chunkIndex: number) => ({ ...place, version: 3, whole: true, chunkIndex, chunkCount: 2, activities: [{ id: `a${chunkIndex}` }], deletedActivityIds: [] });
  assert.equal(realtimeMessageOf(masterplanEvents.activityRowsChanged, chunk(0)), null);
  assert.deepEqual(realtimeMessageOf(masterplanEvents.activityRowsChanged, chunk(1))?.message.ids, ['a1']);
});

test('an event of another topic, or without its company and schedule, reaches no room', () => {
  assert.equal(realtimeMessageOf('projects.project.updated.v1', place), null);
  assert.equal(realtimeMessageOf(lookaheadEvents.taskUpdated, { taskId: 't1', change: 'created' }), null);
  assert.equal(realtimeMessageOf(lookaheadEvents.taskUpdated, null), null);
});

test('a CNC written becomes cnc_update for its schedule, naming it and who wrote it', () => {
  const changed = realtimeMessageOf(weeklyEvents.cncChanged, { ...place, change: 'created', changedBy: 'u2', at: '2026-11-25T10:00:00Z', cnc: { id: 'n1' } });
  assert.deepEqual(changed, { room: 'c1:s1', message: { type: 'cnc_update', projectId: 'p1', scheduleId: 's1', ids: ['n1'], by: 'u2' } });
});

test('a week committed or closed becomes week_update for its schedule room, naming the week and its tasks', () => {
  const committed = realtimeMessageOf(weeklyEvents.weekCommitted, {
    ...place,
    weekStart: '2026-11-23',
    commitments: [{ commitmentId: 'k1', taskId: 't1', committedPercent: 80 }],
    removedTaskIds: ['t2'],
    by: 'u1',
  });
  assert.deepEqual(committed, { room: 'c1:s1', message: { type: 'week_update', projectId: 'p1', scheduleId: 's1', ids: ['2026-11-23', 't1', 't2'], by: 'u1' } });
  const closed = realtimeMessageOf(weeklyEvents.weekClosed, { ...place, weekStart: '2026-11-23', commitments: [{ taskId: 't1' }], by: 'u2' });
  assert.deepEqual(closed?.message.ids, ['2026-11-23', 't1']);
});
