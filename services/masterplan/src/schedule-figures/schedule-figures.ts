import type { ScheduleFigures } from '@tenon/contracts';

export interface FigureActivity {
  scheduleId: string;
  /** Wall-clock ISO 8601 (YYYY-MM-DDTHH:mm). */
  start: string;
  finish: string;
  /** Working minutes: the activity's weight. */
  duration: number;
  /** 0-100. */
  progress: number;
}

/**
 * Dates and progress of each asked schedule from its (non-summary) activities: earliest start, latest finish,
 * duration-weighted progress, and the duration-weighted share planned done at `now` when each activity is
 * assumed to advance evenly between its start and finish. A schedule without activities has no dates and 0 %.
 */
export function scheduleFigures(scheduleIds: readonly string[], activities: readonly FigureActivity[], now: string): ScheduleFigures[] {
  const bySchedule = new Map<string, FigureActivity[]>(scheduleIds.map((id) => [id, []]));
  for (const activity of activities) bySchedule.get(activity.scheduleId)?.push(activity);
  const at = wallClockMs(now);
  return scheduleIds.map((scheduleId) => {
    const own = bySchedule.get(scheduleId) ?? [];
    const totalDuration = own.reduce((sum, a) => sum + a.duration, 0);
    const weigh = (value: (a: FigureActivity) => number) =>
      totalDuration === 0 ? 0 : round2(own.reduce((sum, a) => sum + a.duration * value(a), 0) / totalDuration);
    return {
      scheduleId,
      startDate: own.reduce<string | null>((min, a) => (min === null || a.start < min ? a.start : min), null),
      finishDate: own.reduce<string | null>((max, a) => (max === null || a.finish > max ? a.finish : max), null),
      progress: weigh((a) => Math.min(100, Math.max(0, a.progress))),
      plannedProgress: weigh((a) => plannedShareAt(a, at) * 100),
      totalDuration,
    };
  });
}

function plannedShareAt(activity: FigureActivity, at: number): number {
  const start = wallClockMs(activity.start);
  const finish = wallClockMs(activity.finish);
  if (at >= finish) return 1;
  if (at <= start) return 0;
  return (at - start) / (finish - start);
}

/** Wall-clock dates carry no zone; reading them all as UTC keeps differences right. */
function wallClockMs(date: string): number {
  return Date.parse(date.length === 10 ? `${date}T00:00Z` : `${date}Z`);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Now as a wall-clock ISO minute, the activities' own format. */
export function wallClockNow(date: Date = new Date()): string {
  return date.toISOString().slice(0, 16);
}
