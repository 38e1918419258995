import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapBy } from './map-by';

test('a map by key holds each item under its key, the last of a repeated key winning, as new Map would', () => {
  const rows = [{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'a', n: 3 }];
  assert.deepEqual([...mapBy(rows, (row) => row.id, (row, index) => [row.n, index])], [['a', [3, 2]], ['b', [2, 1]]]);
  assert.deepEqual(mapBy(rows, (row) => row.id, (row) => row.n), new Map(rows.map((row) => [row.id, row.n])));
  assert.equal(mapBy([], String, String).size, 0);
});
