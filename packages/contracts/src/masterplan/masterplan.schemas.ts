import { z } from 'zod';
import type { ScheduleModel } from '@tenon/scheduling';
import { objectIdSchema } from '../projects/projects.schemas';

export const masterplanListSchedulesRequestSchema = z.object({ projectId: objectIdSchema });
export type MasterplanListSchedulesRequest = z.infer<typeof masterplanListSchedulesRequestSchema>;

export const masterplanScheduleSummarySchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  activityCount: z.number().int().min(0),
});
export type MasterplanScheduleSummary = z.infer<typeof masterplanScheduleSummarySchema>;

export const masterplanListSchedulesReplySchema = z.object({ schedules: z.array(masterplanScheduleSummarySchema) });
export type MasterplanListSchedulesReply = z.infer<typeof masterplanListSchedulesReplySchema>;

export const criticalPathRequestSchema = z.object({ projectId: objectIdSchema, scheduleId: objectIdSchema });
export type CriticalPathRequest = z.infer<typeof criticalPathRequestSchema>;

/** Wall-clock date and time as the master plan stores them: `YYYY-MM-DDTHH:mm`. */
const wallClockSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

export const scheduledActivitySchema = z.object({
  id: objectIdSchema,
  correlativeId: z.number().int(),
  name: z.string(),
  kind: z.enum(['task', 'milestone', 'summary']),
  /** Working minutes as planned; a summary's is as stored, its dates span its activities. */
  duration: z.number().int().nonnegative(),
  earlyStart: wallClockSchema,
  earlyFinish: wallClockSchema,
  lateStart: wallClockSchema,
  lateFinish: wallClockSchema,
  /** Working minutes on the activity's calendar. */
  totalFloat: z.number(),
  freeFloat: z.number(),
  critical: z.boolean(),
  drivingPredecessorIds: z.array(objectIdSchema),
});
export type ScheduledActivity = z.infer<typeof scheduledActivitySchema>;

export const criticalPathReplySchema = z.object({
  scheduleId: objectIdSchema,
  /** Null for a schedule without activities. */
  projectStart: wallClockSchema.nullable(),
  projectFinish: wallClockSchema.nullable(),
  /** Minutes of the schedule's default calendar in one working day, to show floats in days. */
  minutesPerDay: z.number().int().positive(),
  activities: z.array(scheduledActivitySchema),
  /** The plan as the engine's model, so the browser can re-schedule what-if edits without a round trip. */
  model: z.custom<ScheduleModel>((value) => typeof value === 'object' && value !== null),
});
export type CriticalPathReply = z.infer<typeof criticalPathReplySchema>;
