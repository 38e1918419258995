import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changedAtOf, chunksToRead, countsOf, nextChunks, rowsToList, type ScheduleChunkCounts, type StoredBiActivity } from './activity-chunk-pages';

const counts = (scheduleId: string, live: number[], dead: number[], changedAt: number[], baselineAt: number | null = null): ScheduleChunkCounts => ({ projectId: 'p', scheduleId, live, dead, changedAt, baselineAt });

test('a full load reads the chunks holding live rows, by schedule id then chunk, from the cursor\'s chunk on', () => {
  const schedules = [counts('b', [2, 0, 1], [0, 3, 0], [10, 20, 30]), counts('a', [0, 4, 0], [1, 0, 0], [5, 6, 0])];
  assert.deepEqual(
    chunksToRead(schedules, undefined, undefined).map((chunk) => [chunk.scheduleId, chunk.chunk, chunk.rows]),
    [['a', 1, 4], ['b', 0, 2], ['b', 2, 1]],
  );
  assert.deepEqual(
    chunksToRead(schedules, undefined, { scheduleId: 'b', chunk: 0, key: 'k' }).map((chunk) => [chunk.scheduleId, chunk.chunk]),
    [['b', 0], ['b', 2]],
  );
});

test('a refresh reads the chunks changed since, tombstones included, and every live chunk of a schedule whose baseline changed since', () => {
  const schedules = [counts('a', [0, 4, 2], [1, 0, 0], [50, 6, 7]), counts('b', [1, 0], [0, 1], [8, 9], 100)];
  assert.deepEqual(
    chunksToRead(schedules, 40, undefined).map((chunk) => [chunk.scheduleId, chunk.chunk]),
    [['a', 0], ['b', 0]],
  );
});

const row = (key: string, at: number, deletedAt?: number): StoredBiActivity => ({ key, row: { activityId: key }, at, ...(deletedAt === undefined ? {} : { deletedAt }) });

test('a chunk lists its live rows on a full load, its changed rows on a refresh, after the cursor\'s key in the cursor\'s chunk only', () => {
  const rows = [row('a', 10), row('b', 20, 20), row('c', 30)];
  const chunk = { projectId: 'p', scheduleId: 's', chunk: 3, rows: 3, baselineAt: null };
  assert.deepEqual(rowsToList(rows, chunk, undefined, undefined).map((r) => r.key), ['a', 'c']);
  assert.deepEqual(rowsToList(rows, chunk, 15, undefined).map((r) => r.key), ['b', 'c']);
  assert.deepEqual(rowsToList(rows, chunk, undefined, { scheduleId: 's', chunk: 3, key: 'a' }).map((r) => r.key), ['c']);
  assert.deepEqual(rowsToList(rows, chunk, undefined, { scheduleId: 's', chunk: 2, key: 'b' }).map((r) => r.key), ['a', 'c']);
  // A baseline activated at 25: the live rows changed then, the tombstone still when it was deleted.
  assert.deepEqual(rowsToList(rows, { ...chunk, baselineAt: 25 }, 22, undefined).map((r) => r.key), ['a', 'c']);
  assert.equal(changedAtOf(rows[0]!, 25), 25);
  assert.equal(changedAtOf(rows[1]!, 25), 20);
});

test('a page reads chunks until their rows cover what it still needs, at least one', () => {
  const chunks = [3, 2, 4, 1].map((rows, chunk) => ({ projectId: 'p', scheduleId: 's', chunk, rows, baselineAt: null }));
  assert.deepEqual(nextChunks(chunks, 0, 4).map((chunk) => chunk.chunk), [0, 1]);
  assert.deepEqual(nextChunks(chunks, 1, 1).map((chunk) => chunk.chunk), [1]);
  assert.deepEqual(nextChunks(chunks, 2, 100).map((chunk) => chunk.chunk), [2, 3]);
  assert.deepEqual(nextChunks(chunks, 0, 100, 2).map((chunk) => chunk.chunk), [0, 1]);
  assert.deepEqual(nextChunks(chunks, 4, 1), []);
});

test('a chunk\'s counts: live rows, tombstones and its latest change', () => {
  assert.deepEqual(countsOf([row('a', 10), row('b', 40, 40), row('c', 30)]), { live: 2, dead: 1, changedAt: 40 });
  assert.deepEqual(countsOf([]), { live: 0, dead: 0, changedAt: 0 });
});
