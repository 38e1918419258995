import { z } from 'zod';
import { RESOURCE_QUANTITY_MAX, type ResourceCatalogEntry } from '../masterplan/resources.schemas';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';

/**
 * The lookahead resources screen (spec part 3, 2.3): what the window's tasks need of the schedule's materials,
 * machinery and specialities, grouped by activity, with a total per resource to order material and book crews.
 */

/** Spec part 3, 9: the resources window is 100 days ahead by default. */
export const RESOURCES_WINDOW_DAYS_DEFAULT = 100;
export const RESOURCES_WINDOW_DAYS_MAX = 366;
export const TASK_RESOURCES_MAX = 30;

const dayDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD');

/** A task's quantity of one of the schedule's resources (the master plan's resources list names it). */
export const taskResourceSchema = z
  .object({
    resourceId: objectIdSchema,
    quantity: z
      .number({ error: 'The quantity must be a number' })
      .min(0, 'The quantity cannot be negative')
      .max(RESOURCE_QUANTITY_MAX, `The quantity can be up to ${RESOURCE_QUANTITY_MAX}`),
  })
  .strict();
export type TaskResource = z.infer<typeof taskResourceSchema>;

export const taskResourcesSchema = z
  .array(taskResourceSchema)
  .max(TASK_RESOURCES_MAX, `At most ${TASK_RESOURCES_MAX} resources on a task`)
  .refine((list) => new Set(list.map((r) => r.resourceId)).size === list.length, 'A resource is listed twice');

export const lookaheadResourcesRequestSchema = scheduleScopeSchema.extend({
  start: dayDateSchema,
  days: z.coerce
    .number()
    .int()
    .min(1, `a window is 1 to ${RESOURCES_WINDOW_DAYS_MAX} days`)
    .max(RESOURCES_WINDOW_DAYS_MAX, `a window is 1 to ${RESOURCES_WINDOW_DAYS_MAX} days`)
    .default(RESOURCES_WINDOW_DAYS_DEFAULT),
});
export type LookaheadResourcesRequest = z.input<typeof lookaheadResourcesRequestSchema>;
export type LookaheadResourcesData = z.output<typeof lookaheadResourcesRequestSchema>;

export interface ResourcesWindowTask {
  id: string;
  parentId: string | null;
  name: string;
  start: string;
  finish: string;
  resources: TaskResource[];
}

export interface ResourcesWindowActivity {
  id: string;
  name: string;
  wbs: string;
  correlativeId: number;
  start: string;
  finish: string;
  tasks: ResourcesWindowTask[];
}

export interface ResourceWindowTotal {
  resourceId: string;
  quantity: number;
  /** Tasks of the window that use it. */
  taskCount: number;
}

export interface LookaheadResourcesReply {
  scheduleId: string;
  /** First and last day, both included. */
  window: { start: string; end: string; days: number };
  /** Every resource of the schedule, so a form can offer them; the rows name them by id. */
  resources: ResourceCatalogEntry[];
  /** Activities with tasks in the window, in master-plan order, each with those tasks. */
  activities: ResourcesWindowActivity[];
  /** Per resource over the window's tasks; resources no task uses are left out. */
  totals: ResourceWindowTotal[];
}
