import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';

export const taktOverviewRequestSchema = scheduleScopeSchema;
export type TaktOverviewRequest = z.infer<typeof taktOverviewRequestSchema>;

export const taktOverviewSchema = z.object({
  scheduleId: objectIdSchema,
  locationCount: z.number().int().min(0),
  unitCount: z.number().int().min(0),
});
export type TaktOverview = z.infer<typeof taktOverviewSchema>;
