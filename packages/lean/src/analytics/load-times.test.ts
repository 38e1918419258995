import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTimesByWeek, mondayOf, percentile } from './load-times';

test('nearest-rank percentiles: the median of four is the second, the 95th of twenty is the nineteenth', () => {
  assert.equal(percentile([400, 100, 300, 200], 50), 200);
  assert.equal(percentile(Array.from({ length: 20 }, (_, i) => (i + 1) * 10), 95), 190);
  assert.equal(percentile([700], 95), 700);
  assert.equal(percentile([], 50), 0);
});

test('weeks start on Monday', () => {
  assert.equal(mondayOf('2026-11-23'), '2026-11-23');
  assert.equal(mondayOf('2026-11-29'), '2026-11-23');
  assert.equal(mondayOf('2026-11-22T23:00:00.000Z'), '2026-11-16');
  assert.equal(mondayOf('2027-01-01'), '2026-12-28');
});

test('load times per week and screen, oldest week first', () => {
  const samples = [
    { event: 'schedule_load_time_tracked', day: '2026-11-16', ms: 900 },
    { event: 'schedule_load_time_tracked', day: '2026-11-18', ms: 1100 },
    { event: 'schedule_load_time_tracked', day: '2026-11-20', ms: 3000 },
    { event: 'lookahead_load_time_tracked', day: '2026-11-24', ms: 500 },
    { event: 'schedule_load_time_tracked', day: '2026-11-25', ms: 800 },
  ];
  assert.deepEqual(loadTimesByWeek(samples), [
    { weekStart: '2026-11-16', event: 'schedule_load_time_tracked', count: 3, p50: 1100, p95: 3000 },
    { weekStart: '2026-11-23', event: 'lookahead_load_time_tracked', count: 1, p50: 500, p95: 500 },
    { weekStart: '2026-11-23', event: 'schedule_load_time_tracked', count: 1, p50: 800, p95: 800 },
  ]);
});
