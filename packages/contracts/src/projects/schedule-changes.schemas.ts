import { z } from 'zod';
import { objectIdSchema, type Schedule } from './projects.schemas';

/** `PUT /projects/:projectId/schedules/order`: every live schedule of the project, once, in the new order. */
export const reorderSchedulesRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleIds: z.array(objectIdSchema).min(1).max(200),
});
export type ReorderSchedulesRequest = z.infer<typeof reorderSchedulesRequestSchema>;
export interface ReorderSchedulesReply {
  schedules: Schedule[];
}

/** `PATCH /projects/:projectId/schedules/:scheduleId`: a new name, checked as a new schedule's is. */
export const renameScheduleRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  name: z.string().trim().min(1, 'Schedule Name is required').max(120, 'The schedule name can have up to 120 characters'),
});
export type RenameScheduleRequest = z.infer<typeof renameScheduleRequestSchema>;
export interface RenameScheduleReply {
  schedule: Schedule;
}

export const deleteScheduleRequestSchema = z.object({ projectId: objectIdSchema, scheduleId: objectIdSchema });
export type DeleteScheduleRequest = z.infer<typeof deleteScheduleRequestSchema>;
export interface DeleteScheduleReply {
  deleted: true;
}
