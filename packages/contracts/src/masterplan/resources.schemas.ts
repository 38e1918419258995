import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';

/**
 * Resources of a schedule (spec part 2, 2.6 and 3 "Sector resource"): materials, machinery and specialities with a
 * unit label and a total, assigned to activities in quantities; what is used is the sum of the assignments.
 */
export const resourceTypes = ['material', 'machinery', 'speciality'] as const;
export type ResourceType = (typeof resourceTypes)[number];
export const RESOURCE_NAME_MAX = 120;
export const RESOURCE_UNIT_LABEL_MAX = 20;
/** Spec 5: numeric Gantt editors stop at 1e6. */
export const RESOURCE_QUANTITY_MAX = 1_000_000;

const scheduleScope = { projectId: objectIdSchema, scheduleId: objectIdSchema };
const quantitySchema = z.number({ error: 'The quantity must be a number' }).min(0, 'The quantity cannot be negative').max(RESOURCE_QUANTITY_MAX, `The quantity can be up to ${RESOURCE_QUANTITY_MAX}`);
const resourceFields = {
  name: z.string().trim().min(1, 'The resource name is required').max(RESOURCE_NAME_MAX, `A resource name can have up to ${RESOURCE_NAME_MAX} characters`),
  type: z.enum(resourceTypes, { error: 'The type is material, machinery or speciality' }),
  /** The spec's material_label: the unit the quantities are counted in (m3, h, crew). */
  unitLabel: z.string().trim().max(RESOURCE_UNIT_LABEL_MAX, `A unit can have up to ${RESOURCE_UNIT_LABEL_MAX} characters`).default(''),
  total: quantitySchema,
};

export const listResourcesRequestSchema = z.object(scheduleScope);
export type ListResourcesRequest = z.infer<typeof listResourcesRequestSchema>;

export const createResourceRequestSchema = z.object({ ...scheduleScope, ...resourceFields });
export type CreateResourceRequest = z.output<typeof createResourceRequestSchema>;

export const updateResourceRequestSchema = z.object({ ...scheduleScope, resourceId: objectIdSchema, ...resourceFields });
export type UpdateResourceRequest = z.output<typeof updateResourceRequestSchema>;

export const deleteResourceRequestSchema = z.object({ ...scheduleScope, resourceId: objectIdSchema });
export type DeleteResourceRequest = z.infer<typeof deleteResourceRequestSchema>;

/** An activity's quantity of the resource; 0 takes the assignment away. */
export const assignResourceRequestSchema = z.object({ ...scheduleScope, resourceId: objectIdSchema, activityId: objectIdSchema, quantity: quantitySchema });
export type AssignResourceRequest = z.infer<typeof assignResourceRequestSchema>;

export interface ResourceAssignment {
  activityId: string;
  activityName: string;
  correlativeId: number;
  quantity: number;
}

export interface ScheduleResource {
  id: string;
  scheduleId: string;
  name: string;
  type: ResourceType;
  unitLabel: string;
  total: number;
  /** The sum of the assignments' quantities. */
  used: number;
  assignments: ResourceAssignment[];
}

export interface ListResourcesReply {
  resources: ScheduleResource[];
}

/** `masterplan.resources.catalog`: the schedule's resources by name for another module (the lookahead's task resources). */
export const resourceCatalogRequestSchema = z.object(scheduleScope);
export type ResourceCatalogRequest = z.infer<typeof resourceCatalogRequestSchema>;
export interface ResourceCatalogEntry {
  id: string;
  name: string;
  type: ResourceType;
  unitLabel: string;
}
export interface ResourceCatalogReply {
  resources: ResourceCatalogEntry[];
}
