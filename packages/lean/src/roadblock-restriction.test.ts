import { test } from 'node:test';
import assert from 'node:assert/strict';
import { restrictionAfter, restrictionChanged, type RestrictableTask } from './roadblock-restriction';
import type { LeanStatus } from './lean-status';

const task = (leanStatus: LeanStatus, leanStatusBeforeRestriction: LeanStatus | null = null): RestrictableTask & { name: string } => ({
  name: 'Pour level 3 slab',
  leanStatus,
  leanStatusBeforeRestriction,
});

test('an open roadblock restricts a task of any other status and remembers that status', () => {
  for (const status of ['Debit', 'Can', 'Will', 'Committed'] as const) {
    assert.deepEqual(restrictionAfter(task(status), 1), { name: 'Pour level 3 slab', leanStatus: 'Restricted', leanStatusBeforeRestriction: status });
  }
});

test('a task already Restricted keeps what it remembered when more roadblocks open', () => {
  const restricted = task('Restricted', 'Can');
  assert.equal(restrictionAfter(restricted, 3), restricted);
  const byHand = task('Restricted');
  assert.equal(restrictionAfter(byHand, 1), byHand);
});

test('when every roadblock is released the task goes back to the status it remembered', () => {
  for (const status of ['Debit', 'Can', 'Will'] as const) {
    assert.deepEqual(restrictionAfter(task('Restricted', status), 0), { name: 'Pour level 3 slab', leanStatus: status, leanStatusBeforeRestriction: null });
  }
});

test('a task Committed before its roadblock goes back to Debit, not Committed', () => {
  assert.deepEqual(restrictionAfter(task('Restricted', 'Committed'), 0), { name: 'Pour level 3 slab', leanStatus: 'Debit', leanStatusBeforeRestriction: null });
});

test('a task never restricted by a roadblock is left as it is when none is open', () => {
  for (const status of ['Restricted', 'Debit', 'Can', 'Will', 'Committed'] as const) {
    const untouched = task(status);
    assert.equal(restrictionAfter(untouched, 0), untouched);
  }
});

test('a remembered status left over on a task no longer Restricted is forgotten, its status kept', () => {
  assert.deepEqual(restrictionAfter(task('Will', 'Can'), 0), { name: 'Pour level 3 slab', leanStatus: 'Will', leanStatusBeforeRestriction: null });
});

test('only a change of either field counts as a change', () => {
  assert.equal(restrictionChanged(task('Can'), restrictionAfter(task('Can'), 1)), true);
  assert.equal(restrictionChanged(task('Can'), restrictionAfter(task('Can'), 0)), false);
  assert.equal(restrictionChanged(task('Will', 'Can'), restrictionAfter(task('Will', 'Can'), 0)), true);
});
