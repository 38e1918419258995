import { z } from 'zod';
import { scheduleScopeSchema } from '../projects/projects.schemas';

/** Another module asks which tasks a schedule has (the weekly plan's CNCs name them): the caller's access is checked. */
export const scheduleTasksLookupRequestSchema = scheduleScopeSchema;
export type ScheduleTasksLookupRequest = z.infer<typeof scheduleTasksLookupRequestSchema>;

export interface ScheduleTaskSummary {
  id: string;
  activityId: string;
  name: string;
  start: string;
  finish: string;
}

export interface ScheduleTasksLookupReply {
  tasks: ScheduleTaskSummary[];
}

/** The Gantt asks how many tasks each activity has: activities without any are left out. */
export const activityTaskCountsRequestSchema = scheduleScopeSchema;
export type ActivityTaskCountsRequest = z.infer<typeof activityTaskCountsRequestSchema>;

export interface ActivityTaskCountsReply {
  counts: Record<string, number>;
}
