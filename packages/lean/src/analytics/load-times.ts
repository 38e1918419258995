import { addDays, dayNumber, dayOf } from './days';

export interface LoadTimeSample {
  event: string;
  /** When it was reported. */
  day: string;
  ms: number;
}

export interface LoadTimeWeek {
  weekStart: string;
  event: string;
  count: number;
  p50: number;
  p95: number;
}

/** Nearest-rank percentile: the smallest sample with at least `p` percent of the samples at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

/** Monday of the day's week. */
export function mondayOf(day: string): string {
  const d = dayOf(day);
  // 1 January 1970 was a Thursday: day number 0 is weekday 3 counted from Monday.
  return addDays(d, -((dayNumber(d) + 3) % 7));
}

/** Load times per week (Monday first) and screen: how many, the median and the 95th percentile; oldest week first. */
export function loadTimesByWeek(samples: readonly LoadTimeSample[]): LoadTimeWeek[] {
  const groups = new Map<string, { weekStart: string; event: string; values: number[] }>();
  for (const sample of samples) {
    const weekStart = mondayOf(sample.day);
    const key = `${weekStart}|${sample.event}`;
    const group = groups.get(key) ?? { weekStart, event: sample.event, values: [] };
    group.values.push(sample.ms);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.event.localeCompare(b.event))
    .map((g) => ({ weekStart: g.weekStart, event: g.event, count: g.values.length, p50: percentile(g.values, 50), p95: percentile(g.values, 95) }));
}
