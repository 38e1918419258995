import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawnWindow, matchingBranches, outlineRows, outlineRowsAfterEdit, sameDrawnWindow, visibleWindow } from './outline-rows';

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

test('the drawn window covers the viewport with rows to spare, and stays put while scrolling inside a block', () => {
  const at = (top: number, left = 0) => drawnWindow({ top, height: 600, left, width: 1200 }, 30, 16, 800);
  assert.deepEqual(at(0), { first: 0, last: 47, fromX: 0, toX: 2400 });
  for (let top = 0; top <= 100_000; top += 37) {
    const window = at(top);
    assert.ok(window.first * 30 <= top - 30 * 16 || window.first === 0, `a block above the viewport at ${top}`);
    assert.ok((window.last + 1) * 30 >= top + 600, `every row of the viewport at ${top}`);
  }
  // Wheel steps of 120 px (4 rows) from the top: the window moves every 4 steps, at rows 16, 32... 144.
  const windows = Array.from({ length: 40 }, (_, step) => at(step * 120));
  const moves = windows.flatMap((window, step) => (step > 0 && !sameDrawnWindow(window, windows[step - 1]!) ? [step] : []));
  assert.deepEqual(moves, [4, 8, 12, 16, 20, 24, 28, 32, 36]);
  assert.ok(sameDrawnWindow(at(0, 100), at(0, 700)) && !sameDrawnWindow(at(0, 700), at(0, 900)), 'pixels in blocks of 800');
  for (let left = 0; left <= 50_000; left += 91) assert.ok(at(0, left).fromX <= Math.max(0, left - 800) && at(0, left).toX >= left + 1200, `the viewport's pixels at ${left}`);
});
