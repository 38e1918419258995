import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actualGapDays, basePercentOn, plannedPercentCurve, plannedShare, projectedPercentOn, realRatePerDay, sCurve, speedCurve, type CurveActivity } from './s-curve';

// Two activities of equal weight. A: baseline 1..10 Nov (10 days), now 1..10 Nov. B: baseline 11..20 Nov, moved to 16..25 Nov.
const activities: CurveActivity[] = [
  { id: 'A', weight: 1, baselineStart: '2026-11-01', baselineFinish: '2026-11-10', start: '2026-11-01', finish: '2026-11-10' },
  { id: 'B', weight: 1, baselineStart: '2026-11-11', baselineFinish: '2026-11-20', start: '2026-11-16', finish: '2026-11-25' },
];

test('planned share spreads an activity evenly over its calendar days, counted at the end of each day', () => {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  assert.equal(plannedShare('2026-11-01', '2026-11-10', day('2026-10-31')), 0);
  assert.equal(plannedShare('2026-11-01', '2026-11-10', day('2026-11-01')), 0.1);
  assert.equal(plannedShare('2026-11-01', '2026-11-10', day('2026-11-05')), 0.5);
  assert.equal(plannedShare('2026-11-01', '2026-11-10', day('2026-11-10')), 1);
  assert.equal(plannedShare('2026-11-03', '2026-11-03', day('2026-11-03')), 1);
});

test('the planned curve of all days at once equals the percent summed day by day, baseline or not', () => {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  // Long and one-day activities, a zero weight, one without a baseline, a finish before its start, sharing days.
  const mixed: CurveActivity[] = [
    ...activities,
    { id: 'C', weight: 3, baselineStart: null, baselineFinish: null, start: '2026-11-05', finish: '2026-11-05' },
    { id: 'D', weight: 0, baselineStart: '2026-11-02', baselineFinish: '2026-11-30', start: '2026-11-02', finish: '2026-11-30' },
    { id: 'E', weight: 7, baselineStart: '2026-11-20', baselineFinish: '2026-11-18', start: '2026-11-09', finish: '2026-12-31' },
    { id: 'F', weight: 2.5, baselineStart: '2026-10-30', baselineFinish: '2026-11-03', start: '2026-11-09', finish: '2026-11-12' },
  ];
  const projected = plannedPercentCurve(mixed, 'current')!;
  const base = plannedPercentCurve(mixed, 'baseline')!;
  for (let d = day('2026-10-25'); d <= day('2027-01-05'); d++) {
    assert.ok(Math.abs(projected(d) - projectedPercentOn(mixed, d)) < 1e-9, `projected on day ${d}`);
    assert.ok(Math.abs(base(d) - basePercentOn(mixed, d)!) < 1e-9, `base on day ${d}`);
  }
  // A date centuries off (a typing slip) makes too long a span for day-by-day sums: each day is summed on its own.
  const slip = [...mixed, { id: 'G', weight: 1, baselineStart: null, baselineFinish: null, start: '2026-11-01', finish: '2426-11-01' }];
  const far = plannedPercentCurve(slip, 'current')!;
  for (const d of [day('2026-10-31'), day('2026-11-15'), day('2300-01-01'), day('2500-01-01')]) assert.ok(Math.abs(far(d) - projectedPercentOn(slip, d)) < 1e-9, `far projected on day ${d}`);
  assert.equal(plannedPercentCurve(mixed.map((a) => ({ ...a, baselineStart: null })), 'baseline'), null);
  assert.equal(plannedPercentCurve([], 'current'), null);
});

test('S-curve: base from the baseline, projected from the schedule, real from the latest reading, none after today', () => {
  const readings = [
    { activityId: 'A', day: '2026-11-04', progress: 20 },
    { activityId: 'A', day: '2026-11-08', progress: 60 },
  ];
  const points = sCurve(activities, readings, '2026-11-09', { stepDays: 5 });
  assert.deepEqual(points, [
    { day: '2026-10-31', base: 0, projected: 0, real: 0 },
    // 5 Nov: A half planned (25%), real A at 20% of one half = 10%.
    { day: '2026-11-05', base: 25, projected: 25, real: 10 },
    // 10 Nov: A done (50%); real: A 60% of half = 30% (read on the 8th); 10th is after today for real -> null.
    { day: '2026-11-10', base: 50, projected: 50, real: null },
    // 15 Nov: B base 5/10 -> 75; projected B not started -> 50.
    { day: '2026-11-15', base: 75, projected: 50, real: null },
    { day: '2026-11-20', base: 100, projected: 75, real: null },
    { day: '2026-11-25', base: 100, projected: 100, real: null },
  ]);
  const speed = speedCurve(points);
  assert.deepEqual(speed[0], { day: '2026-11-05', base: 25, projected: 25, real: 10 });
  assert.deepEqual(speed[3], { day: '2026-11-20', base: 25, projected: 25, real: null });
});

test('the date filter limits the curve to the range asked', () => {
  const points = sCurve(activities, [], '2026-11-09', { stepDays: 7, from: '2026-11-10', to: '2026-11-20' });
  assert.deepEqual(points.map((p) => p.day), ['2026-11-10', '2026-11-17', '2026-11-20']);
  assert.deepEqual(sCurve([], [], '2026-11-09'), []);
});

test('actual gap: days since the baseline stood where the real progress is today (late positive, early negative)', () => {
  // Today 9 Nov: base 45%. Real 30% (A at 60%): base was 30% at end of 6 Nov -> 3 days late.
  assert.equal(actualGapDays(activities, [{ activityId: 'A', day: '2026-11-08', progress: 60 }], '2026-11-09'), 3);
  // Real 50% on the 9th: the baseline reaches 50% on the 10th -> 1 day early.
  assert.equal(actualGapDays(activities, [{ activityId: 'A', day: '2026-11-09', progress: 100 }], '2026-11-09'), -1);
  // Exactly on the baseline.
  assert.equal(actualGapDays(activities, [{ activityId: 'A', day: '2026-11-09', progress: 90 }], '2026-11-09'), 0);
  // Nothing recorded on the 3rd: base was 0 up to 31 Oct -> 3 days late.
  assert.equal(actualGapDays(activities, [], '2026-11-03'), 3);
  const withoutBaseline = activities.map((a) => ({ ...a, baselineStart: null, baselineFinish: null }));
  assert.equal(actualGapDays(withoutBaseline, [], '2026-11-03'), null);
});

test('real rate: percent per day climbed over the window, the first reading reached evenly from the start', () => {
  // A (1..10 Nov) first read at 60% on 8 Nov: 60 x 1/8 = 7.5% by the end of 1 Nov, so 3.75% of the plan; 30% on the
  // 8th. The window 1..8 Nov climbs 26.25 points, not the 30 a jump from nothing on the 8th would claim.
  assert.equal(realRatePerDay(activities, [{ activityId: 'A', day: '2026-11-08', progress: 60 }], '2026-11-08', 7), 26.25 / 7);
});

test('real curve before the first reading: rises from the activity start; readings are kept as recorded', () => {
  const readings = [
    { activityId: 'A', day: '2026-11-08', progress: 80 },
    { activityId: 'A', day: '2026-11-09', progress: 70 },
  ];
  const real = (today: string, step = 1) => sCurve(activities, readings, today, { stepDays: step, to: today }).map((p) => [p.day, p.real]);
  assert.deepEqual(real('2026-11-09'), [
    ['2026-10-31', 0],
    // 80 x n/8 of A, half the plan: 5, 10, ... 35 on the 7th, then the reading itself.
    ['2026-11-01', 5],
    ['2026-11-02', 10],
    ['2026-11-03', 15],
    ['2026-11-04', 20],
    ['2026-11-05', 25],
    ['2026-11-06', 30],
    ['2026-11-07', 35],
    ['2026-11-08', 40],
    // A later, lower reading is a fact too: the curve goes down with it.
    ['2026-11-09', 35],
  ]);
  // B has not started: a reading on its planned start or before adds nothing before that day.
  const early = [{ activityId: 'B', day: '2026-11-16', progress: 10 }];
  assert.deepEqual(
    sCurve(activities, early, '2026-11-16', { stepDays: 1, from: '2026-11-14', to: '2026-11-16' }).map((p) => p.real),
    [0, 0, 5],
  );
});
