import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_COLUMNS, gridWidth, mergeColumns, moveColumn, resizeColumn, toggleColumn } from './grid-columns';

test('the default columns start with ID and name and hide the extra ones', () => {
  assert.deepEqual(DEFAULT_COLUMNS.slice(0, 2).map((c) => c.key), ['id', 'name']);
  assert.equal(DEFAULT_COLUMNS.find((c) => c.key === 'tags')?.visible, false);
  assert.equal(gridWidth(DEFAULT_COLUMNS), DEFAULT_COLUMNS.filter((c) => c.visible).reduce((s, c) => s + c.width, 0));
});

test('saved columns keep their order and widths; columns new to the product come last and hidden', () => {
  const merged = mergeColumns([
    { key: 'name', width: 300, visible: false },
    { key: 'id', width: 40, visible: true },
  ]);
  assert.deepEqual(merged.slice(0, 2), [
    { key: 'name', width: 300, visible: true },
    { key: 'id', width: 40, visible: true },
  ]);
  assert.equal(merged.length, DEFAULT_COLUMNS.length);
  assert.equal(merged.slice(2).every((c) => !c.visible), true);
});

test('columns are shown and hidden (never the name), moved one place and resized within limits', () => {
  assert.equal(toggleColumn(DEFAULT_COLUMNS, 'tags').find((c) => c.key === 'tags')?.visible, true);
  assert.equal(toggleColumn(DEFAULT_COLUMNS, 'name').find((c) => c.key === 'name')?.visible, true);
  assert.deepEqual(moveColumn(DEFAULT_COLUMNS, 'name', -1).slice(0, 2).map((c) => c.key), ['name', 'id']);
  assert.deepEqual(moveColumn(DEFAULT_COLUMNS, 'id', -1).map((c) => c.key), DEFAULT_COLUMNS.map((c) => c.key));
  assert.equal(resizeColumn(DEFAULT_COLUMNS, 'name', 5).find((c) => c.key === 'name')?.width, 30);
  assert.equal(resizeColumn(DEFAULT_COLUMNS, 'name', 2000).find((c) => c.key === 'name')?.width, 800);
});
