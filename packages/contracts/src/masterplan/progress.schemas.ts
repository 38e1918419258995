import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import { planDateSchema } from './plan.schemas';

/**
 * Progress of a schedule (spec part 2, sections 3 and 4): the data date its remaining work is scheduled from, and
 * schedule updates, each a named snapshot of every activity's progress that builds the activities' progress history.
 */

export const SCHEDULE_UPDATE_NAME_MAX = 120;
export const SCHEDULE_UPDATE_COMMENT_MAX = 2000;

const progressScope = { projectId: objectIdSchema, scheduleId: objectIdSchema };

/** `PUT .../data-date`: the schedule's data date, or null to schedule without one. */
export const setDataDateRequestSchema = z.object({ ...progressScope, dataDate: planDateSchema.nullable() });
export type SetDataDateRequest = z.infer<typeof setDataDateRequestSchema>;

export interface DataDateReply {
  scheduleId: string;
  dataDate: string | null;
  setBy: string | null;
  setAt: string | null;
}

export const saveScheduleUpdateRequestSchema = z.object({
  ...progressScope,
  name: z.string().trim().min(1, 'The update name is required').max(SCHEDULE_UPDATE_NAME_MAX, `An update name can have up to ${SCHEDULE_UPDATE_NAME_MAX} characters`),
  comment: z.string().trim().max(SCHEDULE_UPDATE_COMMENT_MAX, `A comment can have up to ${SCHEDULE_UPDATE_COMMENT_MAX} characters`).default(''),
});
export type SaveScheduleUpdateRequest = z.output<typeof saveScheduleUpdateRequestSchema>;

export const listScheduleUpdatesRequestSchema = z.object(progressScope);
export type ListScheduleUpdatesRequest = z.infer<typeof listScheduleUpdatesRequestSchema>;

export const activityProgressHistoryRequestSchema = z.object({ ...progressScope, activityId: objectIdSchema });
export type ActivityProgressHistoryRequest = z.infer<typeof activityProgressHistoryRequestSchema>;

export interface ScheduleUpdateSummary {
  id: string;
  scheduleId: string;
  name: string;
  comment: string;
  /** The data date the progress was measured on, when the schedule had one. */
  dataDate: string | null;
  createdAt: string;
  creatorId: string;
  /** Activities whose progress the update holds (a subcontractor's update holds only its subcontract's). */
  activityCount: number;
  /** The schedule's progress at the update: its top-level activities weighted by duration, 0..100. */
  progress: number;
}

export interface ListScheduleUpdatesReply {
  updates: ScheduleUpdateSummary[];
}

/** One historical progress record (spec 3): an activity's progress when an update was saved. */
export interface HistoricalProgressRecord {
  activityId: string;
  progress: number;
  created: string;
  updateId: string;
  updateName: string;
}

export interface ActivityProgressHistoryReply {
  activityId: string;
  /** Oldest first. */
  records: HistoricalProgressRecord[];
}

/** `masterplan.progress.updated.v1`: one per saved schedule update, keyed by schedule id. */
export interface ProgressUpdatedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  updateId: string;
  name: string;
  dataDate: string | null;
  savedBy: string;
  at: string;
  activityCount: number;
  progress: number;
  /** Each activity's progress the update holds (0..100), for read models that keep the progress history. */
  activityProgress?: Record<string, number>;
}
