import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mayEdit, taskEditingOf } from './task-editing';

test('AC changes every task, V none, SA or no code has no plan at all', () => {
  assert.deepEqual(taskEditingOf('AC', null), { scope: 'all' });
  assert.deepEqual(taskEditingOf('V', 's1'), { scope: 'none' });
  assert.equal(taskEditingOf('SA', null), null);
  assert.equal(taskEditingOf(undefined, null), null);
});

test("ACP changes only its subcontract's tasks, and nothing without a subcontract", () => {
  const editing = taskEditingOf('ACP', 's1')!;
  assert.equal(mayEdit(editing, 's1'), true);
  assert.equal(mayEdit(editing, 's2'), false);
  assert.equal(mayEdit(editing, null), false);
  assert.deepEqual(taskEditingOf('ACP', null), { scope: 'none' });
});
