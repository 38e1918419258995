import { addDays, dayNumber, dayOf, round1 } from './days';

export interface CurveActivity {
  id: string;
  /** Relative weight in the schedule (duration, cost or quantity, as the project weighs). */
  weight: number;
  /** Dates of the active baseline; null when the baseline does not hold the activity. */
  baselineStart: string | null;
  baselineFinish: string | null;
  /** Dates of the current schedule. */
  start: string;
  finish: string;
}

/** A progress reading: the activity's progress (0..100) as recorded on that day. */
export interface ProgressReading {
  activityId: string;
  day: string;
  progress: number;
}

export interface SCurvePoint {
  day: string;
  /** Cumulative percent planned by the active baseline at the end of the day. */
  base: number | null;
  /** Cumulative percent planned by the current schedule. */
  projected: number;
  /** Cumulative percent recorded; null for days after today. */
  real: number | null;
}

/** Share of an activity's work planned by the end of `day`, spread evenly over its calendar days. */
export function plannedShare(start: string, finish: string, day: number): number {
  const s = dayNumber(start);
  const f = Math.max(s, dayNumber(finish));
  if (day < s) return 0;
  if (day >= f) return 1;
  return (day - s + 1) / (f - s + 1);
}

function totalWeight(activities: readonly CurveActivity[]): number {
  return activities.reduce((sum, a) => sum + Math.max(0, a.weight), 0);
}

/** Cumulative baseline percent at the end of a day (exact, unrounded); null without a baselined activity. */
export function basePercentOn(activities: readonly CurveActivity[], day: number): number | null {
  const total = totalWeight(activities);
  const baselined = activities.filter((a) => a.baselineStart !== null && a.baselineFinish !== null);
  if (total <= 0 || baselined.length === 0) return null;
  const done = baselined.reduce((sum, a) => sum + Math.max(0, a.weight) * plannedShare(a.baselineStart as string, a.baselineFinish as string, day), 0);
  return (done / total) * 100;
}

export function projectedPercentOn(activities: readonly CurveActivity[], day: number): number {
  const total = totalWeight(activities);
  if (total <= 0) return 0;
  return (activities.reduce((sum, a) => sum + Math.max(0, a.weight) * plannedShare(a.start, a.finish, day), 0) / total) * 100;
}

/** Beyond this many days between the first start and the last finish, each day is summed on its own. */
const CURVE_DAYS_MAX = 100_000;

/**
 * The cumulative planned percent of every day at once (the current schedule's dates, or the baseline's), equal to
 * `projectedPercentOn` / `basePercentOn` day by day: each activity adds weight/L on each of its L days, so two running
 * sums over the days replace a sum over the activities per day. A curve of 260 points or a forecast of hundreds of
 * milestones on 10,000 activities then costs one pass instead of one per day. Null without a dated activity.
 */
export function plannedPercentCurve(activities: readonly CurveActivity[], dates: 'current' | 'baseline'): ((day: number) => number) | null {
  const total = totalWeight(activities);
  const dated = activities.flatMap((a) => {
    const start = dates === 'current' ? a.start : a.baselineStart;
    const finish = dates === 'current' ? a.finish : a.baselineFinish;
    if (start === null || finish === null) return [];
    const s = dayNumber(start);
    return [{ s, f: Math.max(s, dayNumber(finish)), w: Math.max(0, a.weight) }];
  });
  if (total <= 0 || dated.length === 0) return null;
  const first = Math.min(...dated.map((a) => a.s));
  const last = Math.max(...dated.map((a) => a.f));
  if (last - first > CURVE_DAYS_MAX) {
    const percentOn = dates === 'current' ? projectedPercentOn : basePercentOn;
    return (day) => percentOn(activities, day) ?? 0;
  }
  // perDay changes where an activity's days begin and end; done[d - first] is the work planned by the end of day d.
  const perDayChange = new Float64Array(last - first + 2);
  for (const a of dated) {
    const share = a.w / (a.f - a.s + 1);
    perDayChange[a.s - first] = perDayChange[a.s - first]! + share;
    perDayChange[a.f - first + 1] = perDayChange[a.f - first + 1]! - share;
  }
  const done = new Float64Array(last - first + 1);
  let perDay = 0;
  let sum = 0;
  for (let d = 0; d < done.length; d++) {
    perDay += perDayChange[d]!;
    sum += perDay;
    done[d] = sum;
  }
  const all = dated.reduce((acc, a) => acc + a.w, 0);
  return (day) => {
    if (day < first) return 0;
    const planned = day > last ? all : done[day - first]!;
    return (planned / total) * 100;
  };
}

/**
 * Cumulative recorded percent at the end of a day: each activity at its latest reading up to that day. Before an
 * activity's first reading its work is taken to have grown evenly from its start (0% the day before) to that reading:
 * a plan that is first measured mid-way did not jump from nothing to its first figure that day, and a curve that says
 * so makes the recent pace (and the milestone forecasts read from it) look far better than it is. A reading is a fact
 * and is never smoothed: from the first reading on, the activity holds its latest one.
 */
export function realPercentOn(activities: readonly CurveActivity[], readings: readonly ProgressReading[], day: number): number {
  const total = totalWeight(activities);
  if (total <= 0) return 0;
  const latest = new Map<string, { day: number; progress: number }>();
  const first = new Map<string, { day: number; progress: number }>();
  for (const r of readings) {
    const n = dayNumber(r.day);
    const earliest = first.get(r.activityId);
    if (earliest === undefined || n < earliest.day) first.set(r.activityId, { day: n, progress: r.progress });
    if (n > day) continue;
    const held = latest.get(r.activityId);
    if (held === undefined || n >= held.day) latest.set(r.activityId, { day: n, progress: r.progress });
  }
  const done = activities.reduce((sum, a) => {
    const progress = latest.get(a.id)?.progress ?? progressBeforeFirstReading(a, first.get(a.id), day);
    return sum + Math.max(0, a.weight) * (Math.min(100, Math.max(0, progress)) / 100);
  }, 0);
  return (done / total) * 100;
}

/** The share of its first reading an activity had reached by the end of `day`, counted from its start. */
function progressBeforeFirstReading(activity: CurveActivity, first: { day: number; progress: number } | undefined, day: number): number {
  if (first === undefined) return 0;
  const start = dayNumber(activity.start);
  if (day < start || first.day <= start) return 0;
  return (first.progress * (day - start + 1)) / (first.day - start + 1);
}

/**
 * The S-curve, one point every `stepDays` from the first planned start to the last planned finish (the last point is
 * always the finish), limited to [from, to] when given.
 */
export function sCurve(
  activities: readonly CurveActivity[],
  readings: readonly ProgressReading[],
  today: string,
  options: { stepDays?: number; from?: string | null; to?: string | null } = {},
): SCurvePoint[] {
  if (activities.length === 0) return [];
  const starts = activities.flatMap((a) => [a.start, a.baselineStart].filter((d): d is string => d !== null)).map(dayNumber);
  const finishes = activities.flatMap((a) => [a.finish, a.baselineFinish].filter((d): d is string => d !== null)).map(dayNumber);
  let first = Math.min(...starts) - 1;
  let last = Math.max(...finishes);
  if (options.from) first = Math.max(first, dayNumber(options.from));
  if (options.to) last = Math.min(last, dayNumber(options.to));
  const step = Math.max(1, options.stepDays ?? 7);
  const todayN = dayNumber(dayOf(today));
  const days: number[] = [];
  for (let d = first; d < last; d += step) days.push(d);
  if (first <= last) days.push(last);
  const projected = plannedPercentCurve(activities, 'current');
  const base = plannedPercentCurve(activities, 'baseline');
  return days.map((d) => {
    return {
      day: addDays('1970-01-01', d),
      base: base === null ? null : round1(base(d)),
      projected: projected === null ? 0 : round1(projected(d)),
      real: d > todayN ? null : round1(realPercentOn(activities, readings, d)),
    };
  });
}

export interface SpeedPoint {
  day: string;
  /** Percent planned (baseline) in the period ending that day. */
  base: number | null;
  projected: number;
  real: number | null;
}

/** The speed curve: how much of the work each period of the S-curve adds. */
export function speedCurve(points: readonly SCurvePoint[]): SpeedPoint[] {
  return points.slice(1).map((point, index) => {
    const before = points[index] as SCurvePoint;
    return {
      day: point.day,
      base: point.base === null || before.base === null ? null : round1(point.base - before.base),
      projected: round1(point.projected - before.projected),
      real: point.real === null || before.real === null ? null : round1(point.real - before.real),
    };
  });
}

const EPSILON = 1e-9;

/**
 * Actual gap in days: how far the real progress today sits from the baseline, measured along the time axis. Positive
 * when late (the baseline reached today's real percent that many days ago), negative when ahead, null without a
 * baseline.
 */
export function actualGapDays(activities: readonly CurveActivity[], readings: readonly ProgressReading[], today: string): number | null {
  const todayN = dayNumber(dayOf(today));
  const baseToday = basePercentOn(activities, todayN);
  if (baseToday === null) return null;
  const real = realPercentOn(activities, readings, todayN);
  const lastBaseFinish = Math.max(...activities.flatMap((a) => (a.baselineFinish === null ? [] : [dayNumber(a.baselineFinish)])));
  if (baseToday > real + EPSILON) {
    let d = todayN - 1;
    while ((basePercentOn(activities, d) as number) > real + EPSILON) d -= 1;
    return todayN - d;
  }
  for (let d = todayN; d <= Math.max(todayN, lastBaseFinish); d += 1) {
    if ((basePercentOn(activities, d) as number) >= real - EPSILON) return todayN - d;
  }
  return null;
}

/** Percent per day the real curve climbed over the last `windowDays` up to today. */
export function realRatePerDay(activities: readonly CurveActivity[], readings: readonly ProgressReading[], today: string, windowDays = 28): number {
  const todayN = dayNumber(dayOf(today));
  return (realPercentOn(activities, readings, todayN) - realPercentOn(activities, readings, todayN - windowDays)) / windowDays;
}
