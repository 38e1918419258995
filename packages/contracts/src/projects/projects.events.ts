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

/** Payload of `projects.schedule.renamed.v1` (keyed by schedule id): the schedule's new name. */
export const scheduleRenamedPayloadSchema = scheduleCreatedPayloadSchema;
export type ScheduleRenamedPayload = ScheduleCreatedPayload;

/** Payload of `projects.project.updated.v1` (keyed by project id): the project after the change and the fields sent. */
export const projectUpdatedPayloadSchema = z.object({
  companyId: objectIdSchema,
  projectId: objectIdSchema,
  changed: z.array(z.string()),
  stage: z.string(),
  planificationDay: z.number().int(),
});
export type ProjectUpdatedPayload = z.infer<typeof projectUpdatedPayloadSchema>;

/** Payload of `projects.schedules.reordered.v1` (keyed by project id). */
export const schedulesReorderedPayloadSchema = z.object({
  companyId: objectIdSchema,
  projectId: objectIdSchema,
  scheduleIds: z.array(objectIdSchema),
});
export type SchedulesReorderedPayload = z.infer<typeof schedulesReorderedPayloadSchema>;

/** Payload of `projects.schedule.deleted.v1` (keyed by schedule id). */
export const scheduleDeletedPayloadSchema = z.object({ companyId: objectIdSchema, projectId: objectIdSchema, scheduleId: objectIdSchema });
export type ScheduleDeletedPayload = z.infer<typeof scheduleDeletedPayloadSchema>;

/** Payload of `projects.member.added.v1` / `projects.member.removed.v1` (keyed by project id). */
export const memberChangedPayloadSchema = z.object({
  companyId: objectIdSchema,
  projectId: objectIdSchema,
  userId: z.string(),
  isCreator: z.boolean(),
});
export type MemberChangedPayload = z.infer<typeof memberChangedPayloadSchema>;

/** Payload of `projects.subcontract.changed.v1` (keyed by subcontract id); projectId null for a company subcontract. */
export const subcontractChangedPayloadSchema = z.object({
  companyId: objectIdSchema,
  projectId: objectIdSchema.nullable(),
  subcontractId: objectIdSchema,
  change: z.enum(['created', 'updated', 'deleted']),
  name: z.string(),
});
export type SubcontractChangedPayload = z.infer<typeof subcontractChangedPayloadSchema>;

/** Payload of `projects.tag.changed.v1` (keyed by tag id). */
export const tagChangedPayloadSchema = z.object({
  companyId: objectIdSchema,
  projectId: objectIdSchema,
  tagId: objectIdSchema,
  change: z.enum(['created', 'updated', 'deleted']),
  name: z.string(),
  color: z.string().nullable(),
});
export type TagChangedPayload = z.infer<typeof tagChangedPayloadSchema>;
