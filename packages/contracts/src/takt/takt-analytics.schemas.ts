import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';
import type { TaktStructure } from './takt.schemas';

const dayDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD');

/**
 * Takt analytics of a structure (issue 13, item 4; spec part 3, 2.6 /taktanalytics): the progress matrix and takt
 * velocity. Without a structure the schedule's first one is answered; without a data date, today (UTC).
 */
export const taktAnalyticsRequestSchema = scheduleScopeSchema.extend({
  structureId: objectIdSchema.optional(),
  dataDate: dayDateSchema.optional(),
});
export type TaktAnalyticsRequest = z.infer<typeof taktAnalyticsRequestSchema>;

export const taktCellStateValues = ['done', 'in_progress', 'late', 'not_started'] as const;
export type TaktCellStateValue = (typeof taktCellStateValues)[number];

export interface TaktMatrixCellReply {
  locationId: string;
  activityId: string;
  state: TaktCellStateValue;
  percent: number;
  tasks: number;
  doneTasks: number;
  lateTasks: number;
}

export interface TaktMatrixLineReply {
  id: string;
  name: string;
  percent: number | null;
}

export interface TaktProgressMatrixReply {
  dataDate: string;
  locations: TaktMatrixLineReply[];
  trades: TaktMatrixLineReply[];
  cells: TaktMatrixCellReply[];
  totals: { cells: Record<TaktCellStateValue, number>; tasks: number; percent: number | null };
}

export interface TaktVelocityWeekReply {
  weekStart: string;
  planned: number;
  completed: number;
  plannedCumulative: number;
  completedCumulative: number;
}

export interface TaktVelocityReply {
  dataDate: string;
  weeks: TaktVelocityWeekReply[];
  units: number;
  completedUnits: number;
  plannedPerWeek: number | null;
  completedPerWeek: number | null;
}

export interface TaktAnalyticsReply {
  scheduleId: string;
  /** The schedule's structures, for the picker. */
  structures: TaktStructure[];
  /** The structure answered; null when the schedule has none. */
  structureId: string | null;
  matrix: TaktProgressMatrixReply;
  velocity: TaktVelocityReply;
}

/** The takt tasks of these production units, with their activities' names, asked of the lookahead by the takt service. */
export const listTaktTasksRequestSchema = scheduleScopeSchema.extend({
  unitIds: z.array(objectIdSchema).max(20_000),
});
export type ListTaktTasksRequest = z.infer<typeof listTaktTasksRequestSchema>;

export interface TaktTaskStateRow {
  id: string;
  activityId: string;
  taktUnitId: string;
  name: string;
  start: string;
  finish: string;
  progress: number;
  leanStatus: string;
  status: string;
}

export interface ListTaktTasksReply {
  scheduleId: string;
  tasks: TaktTaskStateRow[];
  /** The activities of those tasks, in outline order. */
  activities: Array<{ id: string; name: string; wbs: string }>;
}
