import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';

/**
 * The dashboard's figures, one call per chart so each chart answers (or refuses) by its own permission (spec part 3
 * §2.7). Every call takes the dashboard filters: schedules, a date range and responsibles.
 */

export const ANALYTICS_FILTER_IDS_MAX = 200;

const idList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((id) => id.trim()).filter((id) => id !== '') : value),
  z.array(objectIdSchema).max(ANALYTICS_FILTER_IDS_MAX, `At most ${ANALYTICS_FILTER_IDS_MAX} ids in a filter`),
);

const filterDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, 'must be a day of the calendar');

export const analyticsFiguresRequestSchema = z
  .object({
    projectId: objectIdSchema,
    /** Schedules (sectors) to count; absent or empty: every schedule of the project the caller sees. */
    scheduleIds: idList.optional(),
    /** Weeks starting from this day. */
    from: filterDaySchema.optional(),
    /** Weeks starting up to this day. */
    to: filterDaySchema.optional(),
    /** Responsibles whose causes and roadblocks are counted; absent or empty: everybody. */
    responsibleIds: idList.optional(),
  })
  .refine((f) => f.from === undefined || f.to === undefined || f.from <= f.to, { message: 'The range starts after it ends', path: ['to'] });
export type AnalyticsFiguresRequest = z.input<typeof analyticsFiguresRequestSchema>;
export type AnalyticsFilters = z.output<typeof analyticsFiguresRequestSchema>;

/** Charts of the dashboard and the permission key each one is shown by. */
export const analyticsCharts = {
  ppc: 'analytics.ppc',
  pcr: 'analytics.pcr',
  cnc: 'analytics.cnc',
  roadblocks: 'analytics.overdue',
  scurve: 'analytics.scurve',
  sectors: 'analytics.sectoradvancement',
} as const;
export type AnalyticsChart = keyof typeof analyticsCharts;

export interface PpcWeekFigureView {
  weekStart: string;
  committed: number;
  completed: number;
  ppc: number | null;
  trend: number | null;
}

export interface PpcFiguresReply {
  weeks: PpcWeekFigureView[];
  /** The team's average PPC: mean of the weekly PPCs. */
  average: number | null;
  overall: number | null;
  variability: { standardDeviation: number | null; meanWeekToWeekChange: number | null; largestSwing: number | null };
  /** One row per schedule: its team's commitments in the range. */
  schedules: Array<{ scheduleId: string; committed: number; completed: number; ppc: number | null }>;
}

export interface PcrFiguresReply {
  weeks: Array<{ weekStart: string; due: number; releasedOnTime: number; raised: number; released: number; open: number; pcr: number | null }>;
  /** Team constraints table: one row per responsible. */
  responsibles: Array<{ responsibleId: string | null; total: number; open: number; due: number; releasedOnTime: number; overdue: number }>;
}

export interface CncFiguresReply {
  total: number;
  /** Pareto order; the names come from the project's CNC types. */
  types: Array<{ typeId: string; cncs: number; lostCommitments: number; percent: number; cumulativePercent: number }>;
  /** Team commitment table: causes per responsible. */
  responsibles: Array<{ responsibleId: string | null; cncs: number; unsolved: number }>;
}

export interface RoadblockIndicatorsReply {
  bands: Array<{ band: string; open: number }>;
  overdue: number;
  oldestDays: number | null;
  open: number;
}

/**
 * The curves of the selected schedules' master plans: cumulative percent planned by the active baseline (base), by the
 * current schedule (projected) and recorded by the progress updates (real), the work weighted by duration; the speed
 * curve is what each period adds. The range filter limits the days shown.
 */
export interface CurvesFiguresReply {
  /** The day progress was last measured (the latest schedule update, or today without one): gap and forecast read it. */
  dataDate: string;
  today: string;
  hasBaseline: boolean;
  activities: number;
  points: Array<{ day: string; base: number | null; projected: number; real: number | null }>;
  speed: Array<{ day: string; base: number | null; projected: number; real: number | null }>;
  /** Percent at the data date. */
  real: number;
  projected: number;
  base: number | null;
  /** Days the real progress lags the baseline at the data date (negative: ahead); null without a baseline. */
  gapDays: number | null;
  /** Percent per day recorded over the four weeks before the data date. */
  realRatePerDay: number;
  milestones: Array<{
    id: string;
    name: string;
    plannedDate: string;
    floatDays: number;
    forecastDate: string | null;
    delayDays: number | null;
    floatConsumedDays: number | null;
    late: boolean;
    reached: boolean;
  }>;
}

/** Sector progress: one bar per top-level activity of each schedule's outline, read at the data date. */
export interface SectorFiguresReply {
  dataDate: string;
  sectors: Array<{ scheduleId: string; id: string; name: string; real: number; projected: number; base: number | null }>;
}

/** The performance tracker's events (spec part 3 §1): how long the Gantt and the lookahead plan took to show. */
export const loadTimeEvents = ['schedule_load_time_tracked', 'lookahead_load_time_tracked'] as const;
export type LoadTimeEvent = (typeof loadTimeEvents)[number];
/** The tracker gives up after 6000 checks of 50 ms: no load time is longer. */
export const LOAD_TIME_MAX_MS = 300_000;

export const recordLoadTimeRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  event: z.enum(loadTimeEvents),
  ms: z.number().int('must be whole milliseconds').min(0).max(LOAD_TIME_MAX_MS),
});
export type RecordLoadTimeRequest = z.infer<typeof recordLoadTimeRequestSchema>;

/** p50 and p95 of each tracked screen's load time, per week (Monday first), oldest first. */
export interface LoadTimesFiguresReply {
  weeks: Array<{ weekStart: string; event: LoadTimeEvent; count: number; p50: number; p95: number }>;
}
