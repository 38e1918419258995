import { round1 } from './days';

export interface WeekTally {
  /** First day of the planning week, YYYY-MM-DD. */
  weekStart: string;
  committed: number;
  completed: number;
}

export interface PpcWeekFigure extends WeekTally {
  /** 0..100, null when nothing was committed (no 0/0 in the chart). */
  ppc: number | null;
  /** The least-squares line through the weeks with a PPC, at this week; null while fewer than two weeks have one. */
  trend: number | null;
}

export interface PpcFigures {
  weeks: PpcWeekFigure[];
  /** The team's average: mean of the weekly PPCs, each week counting once whatever its size. */
  average: number | null;
  /** Completed over committed across all weeks. */
  overall: number | null;
}

/** PPC of counts: completed over committed, in percent to one decimal; null for a week without commitments. */
export function ppcOfCounts(committed: number, completed: number): number | null {
  if (committed <= 0) return null;
  return round1((Math.min(completed, committed) / committed) * 100);
}

/** PPC by week, oldest first, with its trend line and the team's average. */
export function ppcFigures(tallies: readonly WeekTally[]): PpcFigures {
  const sorted = [...tallies].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  const ppcs = sorted.map((w) => ppcOfCounts(w.committed, w.completed));
  const points = ppcs.flatMap((ppc, index) => (ppc === null ? [] : [{ x: index, y: ppc }]));
  const line = leastSquares(points);
  const weeks = sorted.map((w, index) => ({
    weekStart: w.weekStart,
    committed: w.committed,
    completed: w.completed,
    ppc: ppcs[index] ?? null,
    trend: line === null ? null : clampPercent(round1(line.intercept + line.slope * index)),
  }));
  const committed = sorted.reduce((sum, w) => sum + w.committed, 0);
  const completed = sorted.reduce((sum, w) => sum + Math.min(w.completed, w.committed), 0);
  return {
    weeks,
    average: points.length === 0 ? null : round1(points.reduce((sum, p) => sum + p.y, 0) / points.length),
    overall: ppcOfCounts(committed, completed),
  };
}

export interface PpcVariability {
  /** Population standard deviation of the weekly PPCs, in percentage points. */
  standardDeviation: number | null;
  /** Mean of |PPC(week) − PPC(previous week)| over consecutive weeks with a PPC: how much the plan's reliability swings. */
  meanWeekToWeekChange: number | null;
  /** Largest single swing between two consecutive weeks with a PPC. */
  largestSwing: number | null;
}

export function ppcVariability(ppcs: ReadonlyArray<number | null>): PpcVariability {
  const values = ppcs.filter((p): p is number => p !== null);
  if (values.length === 0) return { standardDeviation: null, meanWeekToWeekChange: null, largestSwing: null };
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  const changes = values.slice(1).map((v, i) => Math.abs(v - (values[i] as number)));
  return {
    standardDeviation: round1(Math.sqrt(variance)),
    meanWeekToWeekChange: changes.length === 0 ? null : round1(changes.reduce((s, v) => s + v, 0) / changes.length),
    largestSwing: changes.length === 0 ? null : round1(Math.max(...changes)),
  };
}

function leastSquares(points: ReadonlyArray<{ x: number; y: number }>): { slope: number; intercept: number } | null {
  if (points.length < 2) return null;
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}
