import { test } from 'node:test';
import assert from 'node:assert/strict';
import { curveActivities, durationWeight, milestoneFactsOf, topActivityProgress, type CurveRow } from './curve-rows';
import { milestoneForecasts } from './milestone-forecast';

const row = (id: string, parentId: string | null, start: string, finish: string, extra: Partial<CurveRow> = {}): CurveRow => ({
  id,
  parentId,
  name: id,
  order: 0,
  start,
  finish,
  progress: 0,
  isSummary: false,
  isMilestone: false,
  baselineStart: null,
  baselineFinish: null,
  ...extra,
});

test('a work activity weighs its calendar days; summaries and milestones weigh nothing', () => {
  assert.equal(durationWeight(row('a', null, '2026-11-01T08:00', '2026-11-10T17:00')), 10);
  assert.equal(durationWeight(row('a', null, '2026-11-03T08:00', '2026-11-03T12:00')), 1);
  assert.equal(durationWeight(row('s', null, '2026-11-01T08:00', '2026-11-10T17:00', { isSummary: true })), 0);
  assert.equal(durationWeight(row('m', null, '2026-11-10T17:00', '2026-11-10T17:00', { isMilestone: true })), 0);
});

test('the curve reads only the work activities, on the days of their wall-clock dates', () => {
  const rows = [
    row('S', null, '2026-11-01T08:00', '2026-11-20T17:00', { isSummary: true }),
    row('A', 'S', '2026-11-01T08:00', '2026-11-10T17:00', { baselineStart: '2026-11-02T08:00', baselineFinish: '2026-11-11T17:00' }),
    row('M', 'S', '2026-11-20T17:00', '2026-11-20T17:00', { isMilestone: true }),
  ];
  assert.deepEqual(curveActivities(rows), [{ id: 'A', weight: 10, baselineStart: '2026-11-02', baselineFinish: '2026-11-11', start: '2026-11-01', finish: '2026-11-10' }]);
});

test('progress of each top-level activity: its work weighted by duration, read today', () => {
  const rows = [
    row('Z', null, '2026-11-01', '2026-11-30', { isSummary: true, name: 'Structure', order: 0 }),
    // 10 days, baseline the same 10 days; 50% recorded.
    row('A', 'Z', '2026-11-01', '2026-11-10', { baselineStart: '2026-11-01', baselineFinish: '2026-11-10' }),
    // 30 days under a nested summary, baseline 5 days earlier; 10% recorded.
    row('Y', 'Z', '2026-11-01', '2026-11-30', { isSummary: true }),
    row('B', 'Y', '2026-11-06', '2026-12-05', { baselineStart: '2026-11-01', baselineFinish: '2026-11-30' }),
    row('F', null, '2026-12-01', '2026-12-10', { isSummary: true, name: 'Facade', order: 1 }),
    row('C', 'F', '2026-12-01', '2026-12-10'),
    // A top-level milestone carries no work: no bar.
    row('M', null, '2026-12-10', '2026-12-10', { isMilestone: true, order: 2 }),
  ];
  const readings = [
    { activityId: 'A', day: '2026-11-08', progress: 50 },
    { activityId: 'B', day: '2026-11-09', progress: 10 },
    // After today: not read.
    { activityId: 'A', day: '2026-11-11', progress: 100 },
  ];
  // Today 10 Nov. Structure weighs A 10 + B 30 = 40.
  // real = (10 * 0.5 + 30 * 0.1) / 40 = 8 / 40 = 20%.
  // projected: A done (10), B 5 of 30 days (5) -> 15 / 40 = 37.5%.
  // base: A done (10), B 10 of 30 days (10) -> 20 / 40 = 50%.
  // Facade: nothing planned yet, no baseline.
  assert.deepEqual(topActivityProgress(rows, readings, '2026-11-10'), [
    { id: 'Z', name: 'Structure', real: 20, projected: 37.5, base: 50 },
    { id: 'F', name: 'Facade', real: 0, projected: 0, base: null },
  ]);
});

test('milestones: reached when the schedule has planned their share of the work, float up to their baseline date', () => {
  const rows = [
    row('A', null, '2026-11-01', '2026-11-10'),
    row('B', null, '2026-11-11', '2026-11-30'),
    // Planned on the 10th, baseline the 15th: 5 days of float; A's 10 of 30 days are planned by then.
    row('M1', null, '2026-11-10T17:00', '2026-11-10T17:00', { isMilestone: true, name: 'Core done', baselineStart: '2026-11-15', baselineFinish: '2026-11-15' }),
    // Planned after its baseline date: no float left.
    row('M2', null, '2026-11-30', '2026-11-30', { isMilestone: true, name: 'Handover', baselineStart: '2026-11-28', baselineFinish: '2026-11-28' }),
  ];
  const facts = milestoneFactsOf(rows);
  assert.deepEqual(facts, [
    { id: 'M1', name: 'Core done', plannedDate: '2026-11-10', floatDays: 5, targetPercent: 33.3 },
    { id: 'M2', name: 'Handover', plannedDate: '2026-11-30', floatDays: 0, targetPercent: 100 },
  ]);
  // On the 5th, 20% done at 2% a day: M1 (33.3%) in ceil(13.3 / 2) = 7 days, the 12th: 2 days late, within its 5 of float.
  const [m1, m2] = milestoneForecasts(facts, { realPercent: 20, realRatePerDay: 2, plannedRatePerDay: 3, averagePpc: 80 }, '2026-11-05');
  assert.deepEqual(m1, { id: 'M1', name: 'Core done', plannedDate: '2026-11-10', forecastDate: '2026-11-12', delayDays: 2, floatConsumedDays: 2, late: false, reached: false });
  // M2 (100%) in 40 days, 15 December: 15 days late with no float.
  assert.equal(m2?.forecastDate, '2026-12-15');
  assert.equal(m2?.late, true);
});

test('a wall-clock date is read on its own day, whatever the time zone of the process', () => {
  assert.equal(durationWeight(row('late', null, '2026-11-01T23:30', '2026-11-02T00:30')), 2);
});
