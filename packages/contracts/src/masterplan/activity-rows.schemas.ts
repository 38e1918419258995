import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';

/**
 * An activity as other modules keep it in their read models (the lookahead's window): the master plan's row without
 * what only the Gantt needs (links, constraints, resources).
 */
export interface ActivityRow {
  id: string;
  parentId: string | null;
  name: string;
  correlativeId: number;
  /** Position among its siblings: with parentId, the outline (WBS) of the plan. */
  order: number;
  /** Wall-clock YYYY-MM-DDTHH:mm. */
  start: string;
  finish: string;
  progress: number;
  subcontractId: string | null;
  calendarId: string | null;
  isSummary: boolean;
  isMilestone: boolean;
  /**
   * From the schedule the CPM engine computed for this version, in working days of the activity's calendar. Absent
   * from rows of publishers that did not schedule them (older masterplans): keep what you had.
   */
  totalFloatDays?: number | null;
  freeFloatDays?: number | null;
  critical?: boolean | null;
}

/** Rows per event or snapshot page: a 10,000-activity plan travels in five messages of about 500 kB. */
export const ACTIVITY_ROWS_CHUNK = 2000;

/**
 * `masterplan.activity-rows.changed.v1`, keyed by schedule id: the rows a save, an import or the demo seed wrote.
 * `whole` says the rows are the whole plan (replace what you keep), otherwise they are the changed ones. A change of
 * many rows is cut into `chunkCount` events of one version, sent in order on the schedule's partition.
 */
export interface ActivityRowsChangedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  version: number;
  whole: boolean;
  chunkIndex: number;
  chunkCount: number;
  activities: ActivityRow[];
  deletedActivityIds: string[];
}

/** A page of a schedule's activity rows at one version, for a read model rebuilt from nothing. */
export const activityRowsSnapshotRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(ACTIVITY_ROWS_CHUNK).default(ACTIVITY_ROWS_CHUNK),
});
export type ActivityRowsSnapshotRequest = z.input<typeof activityRowsSnapshotRequestSchema>;

export interface ActivityRowsSnapshotReply {
  scheduleId: string;
  version: number;
  total: number;
  activities: ActivityRow[];
}
