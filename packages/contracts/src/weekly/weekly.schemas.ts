import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';

export const weeklyOverviewRequestSchema = scheduleScopeSchema;
export type WeeklyOverviewRequest = z.infer<typeof weeklyOverviewRequestSchema>;

export const weeklyPlannedWeekSchema = z.object({
  /** First day of the planning week, YYYY-MM-DD. */
  weekStart: z.string(),
  commitmentCount: z.number().int().min(0),
});
export type WeeklyPlannedWeek = z.infer<typeof weeklyPlannedWeekSchema>;

export const weeklyOverviewSchema = z.object({
  scheduleId: objectIdSchema,
  commitmentCount: z.number().int().min(0),
  weeks: z.array(weeklyPlannedWeekSchema),
});
export type WeeklyOverview = z.infer<typeof weeklyOverviewSchema>;
