import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaskReply, WindowActivity } from '@tenon/contracts/types';
import { planRows } from './plan-rows';

const activity = (id: string): WindowActivity => ({
  id, parentId: null, name: id, correlativeId: 1, wbs: '1', start: '2026-11-23T08:00', finish: '2026-11-27T17:00', progress: 0,
  tasksProgress: null, leanStatus: null, subcontractId: null, isSummary: false, isOnLookahead: false,
});
const task = (id: string, activityId: string, parentId: string | null = null) => ({ id, activityId, parentId }) as TaskReply;

test('tasks sit beneath their activity and subtasks beneath their task', () => {
  const rows = planRows({
    activities: [activity('a1'), activity('a2')],
    tasks: [task('t1', 'a1'), task('t2', 'a2'), task('t1a', 'a1', 't1'), task('t3', 'a1')],
  });
  assert.deepEqual(rows.map((row) => (row.kind === 'activity' ? row.key : `${row.key}@${row.depth}`)), ['a:a1', 't:t1@1', 't:t1a@2', 't:t3@1', 'a:a2', 't:t2@1']);
});
