import { test } from 'node:test';
import assert from 'node:assert/strict';
import { effectiveRate, milestoneForecasts } from './milestone-forecast';

const milestones = [
  { id: 'm1', name: 'Structure done', plannedDate: '2026-12-01', floatDays: 5, targetPercent: 40 },
  { id: 'm2', name: 'Handover', plannedDate: '2026-12-10', floatDays: 2, targetPercent: 100 },
  { id: 'm0', name: 'Mobilised', plannedDate: '2026-11-01', floatDays: 0, targetPercent: 5 },
];

test('a milestone is forecast at the recent pace, with the float the delay consumes', () => {
  // 30% today (25 Nov) at 2%/day: 40% in 5 days (30 Nov, 1 early); 100% in 35 days (30 Dec, 20 late, float 2 used up).
  const forecasts = milestoneForecasts(milestones, { realPercent: 30, realRatePerDay: 2, plannedRatePerDay: 3, averagePpc: 80 }, '2026-11-25');
  assert.deepEqual(forecasts, [
    { id: 'm1', name: 'Structure done', plannedDate: '2026-12-01', forecastDate: '2026-11-30', delayDays: -1, floatConsumedDays: 0, late: false, reached: false },
    { id: 'm2', name: 'Handover', plannedDate: '2026-12-10', forecastDate: '2026-12-30', delayDays: 20, floatConsumedDays: 2, late: true, reached: false },
    { id: 'm0', name: 'Mobilised', plannedDate: '2026-11-01', forecastDate: null, delayDays: null, floatConsumedDays: null, late: false, reached: true },
  ]);
});

test('with nothing recorded lately the planned pace counts at the team PPC; no pace at all never arrives', () => {
  assert.equal(effectiveRate({ realPercent: 0, realRatePerDay: 0, plannedRatePerDay: 2, averagePpc: 75 }), 1.5);
  // 40% at 1.5/day from 10%: 20 days -> 15 Dec, 14 late, 5 of float consumed.
  const [m1] = milestoneForecasts(milestones, { realPercent: 10, realRatePerDay: 0, plannedRatePerDay: 2, averagePpc: 75 }, '2026-11-25');
  assert.deepEqual([m1?.forecastDate, m1?.delayDays, m1?.floatConsumedDays, m1?.late], ['2026-12-15', 14, 5, true]);
  const [never] = milestoneForecasts(milestones, { realPercent: 10, realRatePerDay: 0, plannedRatePerDay: 2, averagePpc: null }, '2026-11-25');
  assert.deepEqual([never?.forecastDate, never?.late], [null, true]);
});
