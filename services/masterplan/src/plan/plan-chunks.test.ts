import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { chunksOf, rechunk, type Chunk } from './plan-chunks';

type Row = { id: string; v: number };
const row = (id: string, v = 0): Row => ({ id, v });
const rows = (ids: string): Row[] => ids.split('').map((id) => row(id));
const ids = (chunks: readonly Chunk<Row>[]) => chunks.map((c) => `${c.id}=${c.rows.map((r) => r.id).join('')}`);
const next = (index: number) => `n${index}`;

test('a save that changes nothing keeps every chunk and writes none', () => {
  const base = chunksOf(rows('abcdef'), (i) => `c${i}`, 3);
  const result = rechunk(base, [], [], next, 3);
  assert.deepEqual(ids(result.chunks), ['c0=abc', 'c1=def']);
  assert.deepEqual(result.written, []);
  assert.deepEqual(result.retired, []);
});

test('changing one row rewrites only its chunk, with the new values', () => {
  const base = chunksOf(rows('abcdef'), (i) => `c${i}`, 3);
  const result = rechunk(base, [row('e', 7)], [], next, 3);
  assert.deepEqual(ids(result.chunks), ['c0=abc', 'n0=def']);
  assert.deepEqual(result.retired, ['c1']);
  assert.equal(result.chunks[1]!.rows.find((r) => r.id === 'e')!.v, 7);
  assert.equal(base[1]!.rows.find((r) => r.id === 'e')!.v, 0, 'the old chunk is not changed in place');
});

test('new rows and the rows of touched chunks are packed together; deleted rows are gone', () => {
  const base = chunksOf(rows('abcdefg'), (i) => `c${i}`, 3);
  const result = rechunk(base, [row('x'), row('y'), row('a', 1)], ['b', 'g'], next, 3);
  assert.deepEqual(ids(result.chunks), ['c1=def', 'n0=acx', 'n1=y']);
  assert.deepEqual(result.retired, ['c0', 'c2']);
  assert.deepEqual(ids(result.written), ['n0=acx', 'n1=y']);
});

test('deleting an id the plan does not have touches nothing', () => {
  const base = chunksOf(rows('abc'), (i) => `c${i}`, 3);
  assert.deepEqual(rechunk(base, [], ['z'], next, 3).retired, []);
});

test('two appliers of one save compute the same chunks', () => {
  const base = chunksOf(rows('abcdefgh'), (i) => `c${i}`, 3);
  const change = [[row('d', 2), row('q')], ['h']] as const;
  assert.deepEqual(rechunk(base, change[0], change[1], next, 3), rechunk(base, change[0], change[1], next, 3));
});
