import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { ChunkCache } from './chunk-cache';

test('keeps chunks until the rows held pass the limit, dropping the least recently used', () => {
  const cache = new ChunkCache<number>(5);
  cache.set('a', [1, 2]);
  cache.set('b', [3, 4]);
  assert.deepEqual(cache.get('a'), [1, 2]);
  cache.set('c', [5, 6]);
  assert.equal(cache.get('b'), undefined, 'b was used least recently');
  assert.deepEqual(cache.get('a'), [1, 2]);
  assert.deepEqual(cache.get('c'), [5, 6]);
});

test('a chunk larger than the limit is still kept alone', () => {
  const cache = new ChunkCache<number>(2);
  cache.set('a', [1]);
  cache.set('big', [1, 2, 3]);
  assert.equal(cache.get('a'), undefined);
  assert.deepEqual(cache.get('big'), [1, 2, 3]);
});
