import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScheduleFigures } from '@tenon/contracts';
import { FiguresCache } from './figures-cache';

const figures = (scheduleId: string, progress = 10): ScheduleFigures => ({
  scheduleId, startDate: null, finishDate: null, progress, plannedProgress: 0, totalDuration: 0,
});

test('figures are served for the time to live, then asked again', () => {
  let clock = 1_000;
  const cache = new FiguresCache(30_000, 100, () => clock);
  cache.store('company-a', [figures('tower'), figures('podium', 40)]);
  clock += 29_999;
  const fresh = cache.lookup('company-a', ['tower', 'podium', 'annex']);
  assert.deepEqual([...fresh.hits.keys()], ['tower', 'podium']);
  assert.equal(fresh.hits.get('podium')!.progress, 40);
  assert.deepEqual(fresh.misses, ['annex']);
  clock += 1;
  assert.deepEqual(cache.lookup('company-a', ['tower']).misses, ['tower']);
});

test("another company's lookup of the same schedule id is a miss, so it is read and refused afresh", () => {
  const cache = new FiguresCache(30_000);
  cache.store('company-a', [figures('tower')]);
  assert.deepEqual(cache.lookup('company-b', ['tower']), { hits: new Map(), misses: ['tower'] });
});

test('past its bound the oldest entries are dropped first', () => {
  const cache = new FiguresCache(30_000, 2);
  cache.store('c', [figures('one'), figures('two')]);
  cache.store('c', [figures('three')]);
  assert.deepEqual(cache.lookup('c', ['one', 'two', 'three']).misses, ['one']);
});
