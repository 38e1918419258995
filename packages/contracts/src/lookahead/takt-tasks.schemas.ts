import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';

/** Enough for 720 units of a 60-floor tower several times over. */
export const TAKT_TASKS_MAX_UNITS = 5000;
/** Takt tasks one create call may write: 20 trades over a 720-unit tower is 14,400. */
export const TAKT_TASKS_MAX_PER_CALL = 20_000;

/**
 * The takt service asks the lookahead for one takt task per production unit under each of the activities (spec part
 * 3, 4: Waiting, Debit, not active, progress 0, priority Low, equal-share weights), in one call: the lookahead reads
 * the activities' tasks once and writes the new ones in bulk. Keyed by activity and unit: a unit that already has its
 * task under the activity is skipped, so a retried call does not create twice.
 */
export const createTaktTasksRequestSchema = scheduleScopeSchema
  .extend({
    activityIds: z.array(objectIdSchema).min(1).max(200),
    units: z
      .array(z.object({ unitId: objectIdSchema, name: z.string().trim().min(1).max(250) }))
      .min(1)
      .max(TAKT_TASKS_MAX_UNITS),
  })
  .refine((request) => request.activityIds.length * request.units.length <= TAKT_TASKS_MAX_PER_CALL, {
    message: `At most ${TAKT_TASKS_MAX_PER_CALL} takt tasks per call`,
    path: ['units'],
  });
export type CreateTaktTasksRequest = z.infer<typeof createTaktTasksRequestSchema>;

export interface CreateTaktTasksReply {
  /** One per activity asked, in the order asked. */
  activities: TaktTasksReply[];
}

/** Removes the takt tasks of these units under each activity (with their subtasks), in one call. */
export const deleteTaktTasksRequestSchema = scheduleScopeSchema
  .extend({
    activities: z
      .array(z.object({ activityId: objectIdSchema, unitIds: z.array(objectIdSchema).min(1).max(TAKT_TASKS_MAX_UNITS) }))
      .min(1)
      .max(200),
  })
  .refine((request) => request.activities.reduce((sum, a) => sum + a.unitIds.length, 0) <= TAKT_TASKS_MAX_PER_CALL, {
    message: `At most ${TAKT_TASKS_MAX_PER_CALL} takt tasks per call`,
    path: ['activities'],
  });
export type DeleteTaktTasksRequest = z.infer<typeof deleteTaktTasksRequestSchema>;

/** One per activity asked, in the order asked. */
export interface DeleteTaktTasksReply {
  activities: TaktTasksReply[];
}

export interface TaktTasksReply {
  activityId: string;
  /** Tasks written by this call (created, or deleted). */
  changed: number;
  /** The activity's takt tasks after the call. */
  taktTaskCount: number;
}

/** The schedule's activities from the lookahead's read model, in outline order (for the takt assign screen). */
export const listScheduleActivitiesRequestSchema = scheduleScopeSchema;
export type ListScheduleActivitiesRequest = z.infer<typeof listScheduleActivitiesRequestSchema>;

export interface ScheduleActivityRow {
  id: string;
  parentId: string | null;
  name: string;
  wbs: string;
  start: string;
  finish: string;
  isSummary: boolean;
}

export interface ListScheduleActivitiesReply {
  scheduleId: string;
  activities: ScheduleActivityRow[];
}

/**
 * The takt plan's dates for the takt tasks of each activity, keyed by unit, in one call. Tasks already on these dates
 * are not written again, so a plan generated twice writes and announces nothing the second time.
 */
const taktTaskDatesSchema = z
  .array(z.object({ unitId: objectIdSchema, start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), finish: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }))
  .min(1)
  .max(TAKT_TASKS_MAX_UNITS)
  .refine((dates) => dates.every((d) => d.start <= d.finish), { message: 'The finish is before the start' });
export const setTaktTaskDatesRequestSchema = scheduleScopeSchema
  .extend({
    activities: z.array(z.object({ activityId: objectIdSchema, dates: taktTaskDatesSchema })).min(1).max(200),
  })
  .refine((request) => request.activities.reduce((sum, a) => sum + a.dates.length, 0) <= TAKT_TASKS_MAX_PER_CALL, {
    message: `At most ${TAKT_TASKS_MAX_PER_CALL} takt tasks per call`,
    path: ['activities'],
  });
export type SetTaktTaskDatesRequest = z.infer<typeof setTaktTaskDatesRequestSchema>;

/** One per activity asked, in the order asked. */
export interface SetTaktTaskDatesReply {
  activities: TaktTasksReply[];
}
