import { z } from 'zod';
import { moduleKeySchema } from '../modules/module-keys';
import { objectIdSchema } from './projects.schemas';

/** Payload of `projects.project.created.v1` (inside the DomainEvent envelope, keyed by project id). */
export const projectCreatedPayloadSchema = z.object({
  companyId: objectIdSchema,
  projectId: objectIdSchema,
  name: z.string(),
  modules: z.array(moduleKeySchema),
});
export type ProjectCreatedPayload = z.infer<typeof projectCreatedPayloadSchema>;

/** Payload of `projects.schedule.created.v1` (keyed by schedule id). */
export const scheduleCreatedPayloadSchema = z.object({
  companyId: objectIdSchema,
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  name: z.string(),
});
export type ScheduleCreatedPayload = z.infer<typeof scheduleCreatedPayloadSchema>;
