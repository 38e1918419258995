import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import { savedViewRequestSchemas, type ListSavedViewsReply, type SavedView, type SavedViewReply } from '../views/saved-views.schemas';
import { planColumnKeys, planGroupings, planOrderFields } from './plan-view-values';
import { taskLeanStatuses, taskPriorities } from './tasks.schemas';

export * from './plan-view-values';

const dayDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD');

export const planViewFilterSchema = z
  .object({
    leanStatuses: z.array(z.enum(taskLeanStatuses)).max(taskLeanStatuses.length),
    responsibleIds: z.array(objectIdSchema).max(200),
    subcontractIds: z.array(objectIdSchema).max(200),
    tags: z.array(z.string().trim().min(1).max(60)).max(100),
    priorities: z.array(z.enum(taskPriorities)).max(taskPriorities.length),
    from: dayDateSchema.nullable(),
    to: dayDateSchema.nullable(),
    unfitOnly: z.boolean(),
    roadblocksOnly: z.boolean(),
    text: z.string().max(200, 'at most 200 characters'),
  })
  .strict()
  .refine((filter) => filter.from === null || filter.to === null || filter.from <= filter.to, { message: 'The end of the date range is before its start', path: ['to'] });
export type PlanViewFilter = z.infer<typeof planViewFilterSchema>;

export const planColumnSchema = z.object({ key: z.enum(planColumnKeys), width: z.number().int().min(40).max(800), visible: z.boolean() }).strict();
export type PlanColumn = z.infer<typeof planColumnSchema>;

/** What a lookahead view remembers: the find bar (filters, grouping, order), the table's columns and the window's weeks. */
export const planViewSettingsSchema = z
  .object({
    filter: planViewFilterSchema,
    group: z.enum(planGroupings),
    order: z.object({ by: z.enum(planOrderFields), descending: z.boolean() }).strict(),
    columns: z
      .array(planColumnSchema)
      .min(1)
      .max(planColumnKeys.length)
      .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, { message: 'A column is listed twice' })
      .refine((columns) => columns.some((c) => c.key === 'name' && c.visible), { message: 'The name column cannot be hidden' }),
    weeks: z.number().int().min(1, 'a window is 1 to 8 weeks').max(8, 'a window is 1 to 8 weeks'),
  })
  .strict();
export type PlanViewSettings = z.infer<typeof planViewSettingsSchema>;

export const planViewRequests = savedViewRequestSchemas(planViewSettingsSchema);

export type PlanView = SavedView<PlanViewSettings>;
export type ListPlanViewsReply = ListSavedViewsReply<PlanViewSettings>;
export type PlanViewReply = SavedViewReply<PlanViewSettings>;
