import { z } from 'zod';
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
