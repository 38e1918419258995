import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { applyRowDiff, rebaseRows, rowDiff } from './save-diff';

type Row = { id: string; v: string };
const r = (id: string, v = id): Row => ({ id, v });

test('rowDiff names changed and added rows whole, and deleted ones by id', () => {
  assert.deepEqual(rowDiff([r('a'), r('b'), r('c')], [r('a'), r('b', 'B'), r('d')]), { upsert: [r('b', 'B'), r('d')], delete: ['c'] });
});

test('my changes are carried onto their newer version; their other changes stay', () => {
  const base = [r('a'), r('b'), r('c')];
  const mine = [r('a', 'mine'), r('c'), r('m')];
  const theirs = [r('a'), r('b'), r('c', 'theirs'), r('t')];
  const rebased = rebaseRows(base, mine, theirs);
  assert.deepEqual(rebased.rows, [r('a', 'mine'), r('c', 'theirs'), r('t'), r('m')]);
  assert.deepEqual(rebased.overlaps, []);
});

test('a row changed on both sides keeps mine and is reported', () => {
  const rebased = rebaseRows([r('a')], [r('a', 'mine')], [r('a', 'theirs')]);
  assert.deepEqual(rebased.rows, [r('a', 'mine')]);
  assert.deepEqual(rebased.overlaps, ['a']);
});

test('a row they deleted and I changed comes back; one I deleted and they changed is gone, both reported', () => {
  const rebased = rebaseRows([r('a'), r('b')], [r('a', 'mine')], [r('b', 'theirs')]);
  assert.deepEqual(rebased.rows, [r('a', 'mine')]);
  assert.deepEqual(rebased.overlaps.sort(), ['a', 'b']);
});

test('a diff applied to the rows it was taken from gives the edited rows back, in place, new ones last', () => {
  const saved = [r('a'), r('b'), r('c')];
  const edited = [r('a'), r('b', 'changed'), r('n')];
  const diff = rowDiff(saved, edited);
  assert.deepEqual(applyRowDiff(saved, diff), edited);
  assert.deepEqual(applyRowDiff([], diff), [r('b', 'changed'), r('n')], 'on rows that lack them, its rows are added');
});
