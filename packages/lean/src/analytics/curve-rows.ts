import { dayNumber, dayOf, round1 } from './days';
import type { MilestoneFacts } from './milestone-forecast';
import { basePercentOn, plannedPercentCurve, plannedShare, realPercentOn, type CurveActivity, type ProgressReading } from './s-curve';

/** An activity of the plan as the curves read it: the outline, the dates of the schedule and of the active baseline. */
export interface CurveRow {
  id: string;
  parentId: string | null;
  name: string;
  order: number;
  start: string;
  finish: string;
  progress: number;
  isSummary: boolean;
  isMilestone: boolean;
  baselineStart: string | null;
  baselineFinish: string | null;
}

/**
 * Weight of a work activity by duration (the project's default weighting basis): its calendar days. Summaries weigh
 * nothing of their own (their children carry the work) and milestones have no duration.
 */
export function durationWeight(row: Pick<CurveRow, 'start' | 'finish' | 'isSummary' | 'isMilestone'>): number {
  if (row.isSummary || row.isMilestone) return 0;
  return Math.max(1, dayNumber(row.finish) - dayNumber(row.start) + 1);
}

/** The work activities of the rows, weighted, as the S-curve rules take them. */
export function curveActivities(rows: readonly CurveRow[]): CurveActivity[] {
  return rows
    .filter((row) => !row.isSummary && !row.isMilestone)
    .map((row) => ({
      id: row.id,
      weight: durationWeight(row),
      baselineStart: row.baselineStart === null ? null : dayOf(row.baselineStart),
      baselineFinish: row.baselineFinish === null ? null : dayOf(row.baselineFinish),
      start: dayOf(row.start),
      finish: dayOf(row.finish),
    }));
}

export interface TopActivityProgress {
  /** The top-level activity of the outline. */
  id: string;
  name: string;
  /** Percent recorded, weighted like the schedule. */
  real: number;
  /** Percent the current schedule planned done by today. */
  projected: number;
  /** Percent the active baseline planned done by today; null without a baseline. */
  base: number | null;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
}

/**
 * Progress per top-level activity of the outline: each of its work activities weighted like the whole schedule, read
 * today. Top-level rows with no work under them are left out.
 */
export function topActivityProgress(rows: readonly CurveRow[], readings: readonly ProgressReading[], today: string): TopActivityProgress[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const topOf = (row: CurveRow): CurveRow => {
    let current = row;
    const seen = new Set<string>();
    while (current.parentId !== null && byId.has(current.parentId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId) as CurveRow;
    }
    return current;
  };
  const groups = groupBy(rows, (row) => topOf(row).id);
  // Each top-level activity reads only its own activities. readings.
  const readingsOf = groupBy(readings, (reading) => reading.activityId);
  const todayN = dayNumber(dayOf(today));
  const tops = rows.filter((row) => row.parentId === null || !byId.has(row.parentId)).sort((a, b) => a.order - b.order);
  return tops.flatMap((top) => {
    const activities = curveActivities(groups.get(top.id) ?? []);
    const total = activities.reduce((sum, a) => sum + a.weight, 0);
    if (total <= 0) return [];
    const projected = activities.reduce((sum, a) => sum + a.weight * plannedShare(a.start, a.finish, todayN), 0) / total;
    const base = basePercentOn(activities, todayN);
    const own = activities.flatMap((a) => readingsOf.get(a.id) ?? []);
    return [{ id: top.id, name: top.name, real: round1(realPercentOn(activities, own, todayN)), projected: round1(projected * 100), base: base === null ? null : round1(base) }];
  });
}

/**
 * The plan's milestones as the forecast takes them: the day the schedule reaches each, the share of the work planned
 * done by then, and as float the days it may still slip before missing its baseline date (none without a baseline).
 */
export function milestoneFactsOf(rows: readonly CurveRow[]): MilestoneFacts[] {
  const planned = plannedPercentCurve(curveActivities(rows), 'current');
  return rows
    .filter((row) => row.isMilestone)
    .map((row) => {
      const plannedDate = dayOf(row.finish);
      const floatDays = row.baselineFinish === null ? 0 : Math.max(0, dayNumber(row.baselineFinish) - dayNumber(plannedDate));
      return { id: row.id, name: row.name, plannedDate, floatDays, targetPercent: round1(planned === null ? 0 : planned(dayNumber(plannedDate))) };
    })
    .sort((a, b) => a.plannedDate.localeCompare(b.plannedDate) || a.name.localeCompare(b.name));
}
