import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UndoHistory } from './undo-history';
import { isEmptyDiff, rowDiff } from './save-diff';

test('undo walks back through every edit and redo forward again; a new edit drops the redo branch', () => {
  const history = new UndoHistory<number>();
  let state = 0;
  for (const next of [1, 2, 3]) {
    history.record(state);
    state = next;
  }
  state = history.undo(state)!;
  state = history.undo(state)!;
  assert.equal(state, 1);
  state = history.redo(state)!;
  assert.equal(state, 2);
  history.record(state);
  state = 9;
  assert.equal(history.canRedo, false);
  assert.equal(history.undo(state), 2);
});

test('the history keeps at most its limit of states', () => {
  const history = new UndoHistory<number>(3);
  for (let n = 0; n < 10; n++) history.record(n);
  assert.equal(history.undo(10), 9);
  assert.equal(history.undo(9), 8);
  assert.equal(history.undo(8), 7);
  assert.equal(history.undo(7), undefined);
});

test('the save diff holds only rows that differ, and ids of rows removed', () => {
  const saved = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }];
  const edited = [{ id: 'a', name: 'A' }, { id: 'b', name: 'Beam' }, { id: 'd', name: 'D' }];
  assert.deepEqual(rowDiff(saved, edited), { upsert: [{ id: 'b', name: 'Beam' }, { id: 'd', name: 'D' }], delete: ['c'] });
  assert.equal(isEmptyDiff(rowDiff(saved, [...saved])), true);
});
