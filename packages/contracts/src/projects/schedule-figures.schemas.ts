import { z } from 'zod';
import { objectIdSchema } from './projects.schemas';

/**
 * `masterplan.schedules.summaries`, asked by the projects service once per projects-home list:
 * dates and progress of each schedule from its master plan activities.
 */
export const scheduleFiguresRequestSchema = z.object({ scheduleIds: z.array(objectIdSchema).max(1000) });
export type ScheduleFiguresRequest = z.infer<typeof scheduleFiguresRequestSchema>;

export interface ScheduleFigures {
  scheduleId: string;
  /** Earliest activity start, ISO 8601; null without activities. */
  startDate: string | null;
  finishDate: string | null;
  /** Duration-weighted progress of the schedule's activities, 0-100. */
  progress: number;
  /** Duration-weighted share planned done by today from the activity dates, 0-100. */
  plannedProgress: number;
  /** Sum of the activities' durations (working minutes): the schedule's weight inside its project. */
  totalDuration: number;
}
export interface ScheduleFiguresReply {
  schedules: ScheduleFigures[];
}
