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
