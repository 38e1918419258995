import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LEAN_STATUS_WEIGHTS, NEW_TASK_STATUS, isLeanStatus, leanStatusChangedByUser, parentLeanStatus } from './lean-status';

test('a parent is Will as soon as one child is Will, whatever the others', () => {
  assert.equal(parentLeanStatus(['Debit', 'Will', 'Restricted']), 'Will');
  assert.equal(parentLeanStatus(['Committed', 'Will']), 'Will');
});

test("without a Will child a parent takes the children's common status", () => {
  assert.equal(parentLeanStatus(['Can', 'Can']), 'Can');
  assert.equal(parentLeanStatus(['Restricted']), 'Restricted');
  assert.equal(parentLeanStatus(['Committed', 'Committed', 'Committed']), 'Committed');
});

test('children that disagree, or none at all, leave the parent Debit', () => {
  assert.equal(parentLeanStatus(['Can', 'Committed']), 'Debit');
  assert.equal(parentLeanStatus(['Restricted', 'Can']), 'Debit');
  assert.equal(parentLeanStatus([]), 'Debit');
});

test('weights run 4 to 0 from Restricted to Committed', () => {
  assert.deepEqual(Object.entries(LEAN_STATUS_WEIGHTS), [['Restricted', 4], ['Debit', 3], ['Can', 2], ['Will', 1], ['Committed', 0]]);
});

test('a new task starts Waiting and Debit', () => {
  assert.deepEqual(NEW_TASK_STATUS, { status: 'Waiting', leanStatus: 'Debit' });
});

test('only the five lean statuses are known', () => {
  assert.equal(isLeanStatus('Can'), true);
  assert.equal(isLeanStatus('can'), false);
  assert.equal(isLeanStatus('Ready'), false);
  assert.equal(isLeanStatus(3), false);
});

test('a planner moves a task between Debit, Can, Will and Committed, never into or out of Restricted', () => {
  assert.deepEqual(leanStatusChangedByUser('Debit', 'Can'), { ok: true, leanStatus: 'Can' });
  assert.deepEqual(leanStatusChangedByUser('Will', 'Debit'), { ok: true, leanStatus: 'Debit' });
  assert.deepEqual(leanStatusChangedByUser('Restricted', 'Can'), { ok: false, reason: 'TASK_RESTRICTED' });
  assert.deepEqual(leanStatusChangedByUser('Restricted', 'Restricted'), { ok: true, leanStatus: 'Restricted' });
  assert.deepEqual(leanStatusChangedByUser('Can', 'Restricted'), { ok: false, reason: 'RESTRICTED_BY_ROADBLOCKS_ONLY' });
});
