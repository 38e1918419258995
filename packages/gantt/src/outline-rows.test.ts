import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchingBranches, outlineRows, outlineRowsAfterEdit, visibleWindow } from './outline-rows';

const items = [
  { id: 'b', parentId: null, order: 2 },
  { id: 'a', parentId: null, order: 1 },
  { id: 'a2', parentId: 'a', order: 2 },
  { id: 'a1', parentId: 'a', order: 1 },
  { id: 'a1x', parentId: 'a1', order: 1 },
  { id: 'orphan', parentId: 'gone', order: 3 },
];

test('rows come depth first in sibling order with their depth; an orphan shows at the top level', () => {
  assert.deepEqual(outlineRows(items).map((row) => [row.item.id, row.depth, row.hasChildren]), [
    ['a', 0, true], ['a1', 1, true], ['a1x', 2, false], ['a2', 1, false], ['b', 0, false], ['orphan', 0, false],
  ]);
});

test('a collapsed parent hides everything under it but keeps itself', () => {
  assert.deepEqual(outlineRows(items, new Set(['a'])).map((row) => row.item.id), ['a', 'b', 'orphan']);
});

test('the visible window covers the viewport plus the overscan, clamped to the list', () => {
  assert.deepEqual(visibleWindow(0, 300, 30, 1000, 5), { first: 0, last: 15 });
  assert.deepEqual(visibleWindow(3000, 300, 30, 1000, 5), { first: 95, last: 115 });
  assert.deepEqual(visibleWindow(29_800, 300, 30, 1000, 5), { first: 988, last: 999 });
});

test('a filter keeps the rows that match and the summaries above them, in outline order', () => {
  const shown = matchingBranches(items, (item) => item.id === 'a1x' || item.id === 'b');
  assert.deepEqual([...shown].sort(), ['a', 'a1', 'a1x', 'b']);
  assert.deepEqual(outlineRows(items, new Set(), shown).map((row) => [row.item.id, row.depth]), [['a', 0], ['a1', 1], ['a1x', 2], ['b', 0]]);
  assert.deepEqual(outlineRows(items, new Set(), matchingBranches(items, () => false)), []);
});

test('after an edit that keeps the outline, the rows are the new outline, the rows not edited kept as they were', () => {
  const named = items.map((item) => ({ ...item, name: item.id }));
  const rows = outlineRows(named, new Set(['a1']));
  const rowOf = new Map(rows.map((row, index) => [row.item.id, index]));
  const edited = named.map((item) => (item.id === 'a2' || item.id === 'a1x' ? { ...item, name: `${item.id}!` } : item));
  const after = outlineRowsAfterEdit(rows, named, edited, rowOf)!;
  assert.deepEqual(after, outlineRows(edited, new Set(['a1'])), 'a folded row edited stays folded away');
  assert.equal(after[0], rows[0]);
  assert.notEqual(after[rowOf.get('a2')!], rows[rowOf.get('a2')!]);
  const moved = named.map((item) => (item.id === 'a2' ? { ...item, order: 0 } : item));
  assert.equal(outlineRowsAfterEdit(rows, named, moved, rowOf), undefined, 'a row moved among its siblings');
  assert.equal(outlineRowsAfterEdit(rows, named, named.map((item) => (item.id === 'b' ? { ...item, parentId: 'a' } : item)), rowOf), undefined, 'a row re-parented');
  assert.equal(outlineRowsAfterEdit(rows, named, named.slice(1), rowOf), undefined, 'a row removed');
});
