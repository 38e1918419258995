import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ppcFigures, ppcVariability, ppcOfCounts } from './ppc-figures';

test('PPC of a week: completed over committed, capped at 100, null when nothing was committed', () => {
  assert.equal(ppcOfCounts(8, 6), 75);
  assert.equal(ppcOfCounts(3, 1), 33.3);
  assert.equal(ppcOfCounts(4, 5), 100);
  assert.equal(ppcOfCounts(0, 0), null);
});

test('PPC by week comes oldest first with the least-squares trend and the mean of the weekly PPCs', () => {
  // PPC 50, 75, 100 at x = 0, 1, 2: the line is 50 + 25x exactly; the average (50+75+100)/3 = 75.
  const figures = ppcFigures([
    { weekStart: '2026-11-16', committed: 4, completed: 4 },
    { weekStart: '2026-11-02', committed: 10, completed: 5 },
    { weekStart: '2026-11-09', committed: 8, completed: 6 },
  ]);
  assert.deepEqual(figures.weeks.map((w) => [w.weekStart, w.ppc, w.trend]), [
    ['2026-11-02', 50, 50],
    ['2026-11-09', 75, 75],
    ['2026-11-16', 100, 100],
  ]);
  assert.equal(figures.average, 75);
  // 15 completed of 22 committed.
  assert.equal(figures.overall, 68.2);
});

test('a week without commitments has no PPC, is skipped by the average and still gets a trend value', () => {
  // Points (0, 40) and (2, 80): slope 20, so week 1 trends at 60 and the average is 60.
  const figures = ppcFigures([
    { weekStart: '2026-11-02', committed: 5, completed: 2 },
    { weekStart: '2026-11-09', committed: 0, completed: 0 },
    { weekStart: '2026-11-16', committed: 5, completed: 4 },
  ]);
  assert.deepEqual(figures.weeks.map((w) => [w.ppc, w.trend]), [[40, 40], [null, 60], [80, 80]]);
  assert.equal(figures.average, 60);
});

test('one week has no trend; no week has no average', () => {
  assert.deepEqual(ppcFigures([{ weekStart: '2026-11-02', committed: 2, completed: 1 }]).weeks[0]?.trend, null);
  assert.deepEqual(ppcFigures([]), { weeks: [], average: null, overall: null });
});

test('PPC variability: standard deviation and the week-to-week swings', () => {
  // 60, 80, 70, 90: mean 75, deviations 15,5,5,15 -> variance 125 -> sd 11.18; swings 20, 10, 20 -> mean 16.7, max 20.
  assert.deepEqual(ppcVariability([60, 80, null, 70, 90]), { standardDeviation: 11.2, meanWeekToWeekChange: 16.7, largestSwing: 20 });
  assert.deepEqual(ppcVariability([70]), { standardDeviation: 0, meanWeekToWeekChange: null, largestSwing: null });
  assert.deepEqual(ppcVariability([null]), { standardDeviation: null, meanWeekToWeekChange: null, largestSwing: null });
});
