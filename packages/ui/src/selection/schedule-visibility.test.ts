import { test } from 'node:test';
import assert from 'node:assert/strict';
import { schedulesVisibleTo } from './schedule-visibility';

const schedules = [
  { id: 'tower', visible: true },
  { id: 'draft', visible: false },
];

test('admin roles see hidden schedules', () => {
  assert.deepEqual(schedulesVisibleTo(schedules, 'admin').map((s) => s.id), ['tower', 'draft']);
  assert.deepEqual(schedulesVisibleTo(schedules, 'superadmin').map((s) => s.id), ['tower', 'draft']);
});

test('other roles see only visible schedules', () => {
  assert.deepEqual(schedulesVisibleTo(schedules, 'planner').map((s) => s.id), ['tower']);
  assert.deepEqual(schedulesVisibleTo(schedules, undefined).map((s) => s.id), ['tower']);
});
