import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';

export const analyticsOverviewRequestSchema = scheduleScopeSchema;
export type AnalyticsOverviewRequest = z.infer<typeof analyticsOverviewRequestSchema>;

export const ppcWeekSchema = z.object({
  /** First day of the planning week, YYYY-MM-DD. */
  weekStart: z.string(),
  committed: z.number().int().min(0),
  completed: z.number().int().min(0),
  /** 0..100, or null when nothing was committed that week. */
  ppc: z.number().min(0).max(100).nullable(),
});
export type PpcWeek = z.infer<typeof ppcWeekSchema>;

export const analyticsOverviewSchema = z.object({
  scheduleId: objectIdSchema,
  ppcWeeks: z.array(ppcWeekSchema),
  activityCount: z.number().int().min(0),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
