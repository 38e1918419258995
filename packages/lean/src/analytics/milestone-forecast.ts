import { addDays, daysBetween } from './days';

export interface MilestoneFacts {
  id: string;
  name: string;
  /** Day the current schedule reaches it. */
  plannedDate: string;
  /** Total float of the milestone, in days. */
  floatDays: number;
  /** Cumulative percent of the work the schedule has done when the milestone is reached (the S-curve at its date). */
  targetPercent: number;
}

export interface MilestoneForecast {
  id: string;
  name: string;
  plannedDate: string;
  /** Day it will be reached at the current pace; null when the pace is nil (never, at this rate). */
  forecastDate: string | null;
  /** Days after the planned date (negative: early); null with no forecast. */
  delayDays: number | null;
  /** Part of the float the delay uses up, 0..floatDays; null with no forecast. */
  floatConsumedDays: number | null;
  /** Late beyond its float: the finish moves. */
  late: boolean;
  reached: boolean;
}

export interface Pace {
  /** Cumulative percent done today. */
  realPercent: number;
  /** Percent per day recently achieved. */
  realRatePerDay: number;
  /** Percent per day the schedule plans from today; used, scaled by the PPC, when nothing was recorded recently. */
  plannedRatePerDay: number;
  /** The team's average PPC (0..100), or null without closed weeks. */
  averagePpc: number | null;
}

/** Effective pace: what was recorded recently, or else what is planned at the share of promises the team keeps. */
export function effectiveRate(pace: Pace): number {
  if (pace.realRatePerDay > 0) return pace.realRatePerDay;
  return pace.plannedRatePerDay * ((pace.averagePpc ?? 0) / 100);
}

/** When each milestone will be reached at the current pace, and how much of its float that consumes. */
export function milestoneForecasts(milestones: readonly MilestoneFacts[], pace: Pace, today: string): MilestoneForecast[] {
  const rate = effectiveRate(pace);
  return milestones.map((m) => {
    if (pace.realPercent >= m.targetPercent) {
      return { id: m.id, name: m.name, plannedDate: m.plannedDate, forecastDate: null, delayDays: null, floatConsumedDays: null, late: false, reached: true };
    }
    if (rate <= 0) {
      return { id: m.id, name: m.name, plannedDate: m.plannedDate, forecastDate: null, delayDays: null, floatConsumedDays: null, late: true, reached: false };
    }
    const forecastDate = addDays(today, Math.ceil((m.targetPercent - pace.realPercent) / rate));
    const delayDays = daysBetween(m.plannedDate, forecastDate);
    return {
      id: m.id,
      name: m.name,
      plannedDate: m.plannedDate,
      forecastDate,
      delayDays,
      floatConsumedDays: Math.min(Math.max(0, m.floatDays), Math.max(0, delayDays)),
      late: delayDays > Math.max(0, m.floatDays),
      reached: false,
    };
  });
}
