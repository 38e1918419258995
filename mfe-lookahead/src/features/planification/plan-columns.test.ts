import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_COLUMNS, mergeColumns, moveColumn, resizeColumn, toggleColumn } from './plan-columns';

const order = (columns: { key: string }[]) => columns.map((c) => c.key);

test('a dragged column takes the place of the one it is dropped on', () => {
  const moved = moveColumn(DEFAULT_COLUMNS, 'progress', 'start');
  assert.deepEqual(order(moved).slice(0, 4), ['name', 'progress', 'start', 'finish']);
  assert.deepEqual(order(moveColumn(moved, 'progress', 'finish')).slice(0, 4), ['name', 'start', 'finish', 'progress']);
  assert.equal(moved.length, DEFAULT_COLUMNS.length);
});

test('a resize stays within bounds and a reset goes back to the default width', () => {
  const wide = resizeColumn(DEFAULT_COLUMNS, 'name', 5000);
  assert.equal(wide.find((c) => c.key === 'name')!.width, 800);
  assert.equal(resizeColumn(wide, 'name', 3).find((c) => c.key === 'name')!.width, 40);
  assert.equal(resizeColumn(wide, 'name', 'default').find((c) => c.key === 'name')!.width, 340);
});

test('columns hide and show, but never the name', () => {
  const hidden = toggleColumn(DEFAULT_COLUMNS, 'priority', false);
  assert.equal(hidden.find((c) => c.key === 'priority')!.visible, false);
  assert.equal(toggleColumn(hidden, 'name', false).find((c) => c.key === 'name')!.visible, true);
});

test('a saved list keeps its order and gains the columns it lacks', () => {
  const merged = mergeColumns([{ key: 'progress', width: 200, visible: false }, { key: 'name', width: 300, visible: false }]);
  assert.deepEqual(order(merged).slice(0, 3), ['progress', 'name', 'start']);
  assert.equal(merged.length, DEFAULT_COLUMNS.length);
  assert.deepEqual(merged[1], { key: 'name', width: 300, visible: true });
});
