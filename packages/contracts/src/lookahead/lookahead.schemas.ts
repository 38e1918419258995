import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';

export const lookaheadOverviewRequestSchema = scheduleScopeSchema;
export type LookaheadOverviewRequest = z.infer<typeof lookaheadOverviewRequestSchema>;

export const lookaheadOverviewSchema = z.object({
  scheduleId: objectIdSchema,
  taskCount: z.number().int().min(0),
  constraintCount: z.number().int().min(0),
});
export type LookaheadOverview = z.infer<typeof lookaheadOverviewSchema>;
