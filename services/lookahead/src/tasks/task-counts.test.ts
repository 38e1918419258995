import { test } from 'node:test';
import assert from 'node:assert/strict';
import { taskCountsByActivity } from './task-counts';

test('tasks are counted per activity, and an activity without tasks is not listed', () => {
  assert.deepEqual(taskCountsByActivity([{ activityId: 'a' }, { activityId: 'b' }, { activityId: 'a' }]), { a: 2, b: 1 });
  assert.deepEqual(taskCountsByActivity([]), {});
});
