import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';
import type { ScheduleActivityRow } from '../lookahead/takt-tasks.schemas';

export const taktOverviewRequestSchema = scheduleScopeSchema;
export type TaktOverviewRequest = z.infer<typeof taktOverviewRequestSchema>;

export const taktOverviewSchema = z.object({
  scheduleId: objectIdSchema,
  locationCount: z.number().int().min(0),
  unitCount: z.number().int().min(0),
});
export type TaktOverview = z.infer<typeof taktOverviewSchema>;

/** Spec part 3, 4: the structure wizard's types; only a tall building is generated automatically. */
export const structureTypes = ['tall_building', 'homes', 'road', 'tunnel', 'other'] as const;
export const structureTypeSchema = z.enum(structureTypes);
export type StructureType = z.infer<typeof structureTypeSchema>;

const nodeName = z.string().trim().min(1).max(120);
const rangeNumber = z.number().int().min(-100_000).max(100_000);

export const automaticStructureParamsSchema = z.object({
  locationLabel: z.string().trim().max(60),
  start: rangeNumber.nullable(),
  end: rangeNumber.nullable(),
  unitLabel: z.string().trim().max(60),
  unitsPerLocation: rangeNumber.nullable(),
});
export type AutomaticStructureParams = z.infer<typeof automaticStructureParamsSchema>;

/** The wizard's last step: a manual structure starts empty, an automatic one with its ranges of locations and units. */
export const createStructureRequestSchema = scheduleScopeSchema.extend({
  type: structureTypeSchema,
  name: nodeName,
  mode: z.enum(['automatic', 'manual']),
  automatic: automaticStructureParamsSchema.optional(),
});
export type CreateStructureRequest = z.infer<typeof createStructureRequestSchema>;

export const taktStructureSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  type: structureTypeSchema,
  mode: z.enum(['automatic', 'manual']),
  order: z.number(),
});
export type TaktStructure = z.infer<typeof taktStructureSchema>;

export const taktLocationSchema = z.object({
  id: objectIdSchema,
  structureId: objectIdSchema,
  parentId: objectIdSchema.nullable(),
  name: z.string(),
  level: z.number().int(),
  order: z.number(),
});
export type TaktLocation = z.infer<typeof taktLocationSchema>;

export const taktUnitSchema = z.object({
  id: objectIdSchema,
  locationId: objectIdSchema,
  name: z.string(),
  order: z.number(),
  /** Master-plan activities related to the unit: each has the unit's takt task. */
  activityIds: z.array(z.string()),
});
export type TaktUnit = z.infer<typeof taktUnitSchema>;

/** A schedule's takt breakdown, flat: the front end builds the tree (thousands of units travel as three arrays). */
export const taktTreeSchema = z.object({
  scheduleId: objectIdSchema,
  structures: z.array(taktStructureSchema),
  locations: z.array(taktLocationSchema),
  units: z.array(taktUnitSchema),
});
export type TaktTree = z.infer<typeof taktTreeSchema>;

export const listStructuresRequestSchema = scheduleScopeSchema;
export type ListStructuresRequest = z.infer<typeof listStructuresRequestSchema>;

export const taktNodeKinds = ['structure', 'location', 'unit'] as const;
export type TaktNodeKind = (typeof taktNodeKinds)[number];

export const renameTaktNodeRequestSchema = scheduleScopeSchema.extend({ nodeId: objectIdSchema, name: nodeName });
export type RenameTaktNodeRequest = z.infer<typeof renameTaktNodeRequestSchema>;

export const taktNodeRequestSchema = scheduleScopeSchema.extend({ nodeId: objectIdSchema });
export type TaktNodeRequest = z.infer<typeof taktNodeRequestSchema>;

/** A delete of something with assigned tasks carries the typed confirmation word (spec 5). */
export const deleteTaktNodeRequestSchema = scheduleScopeSchema.extend({ nodeId: objectIdSchema, confirmation: z.string().max(40).optional() });
export type DeleteTaktNodeRequest = z.infer<typeof deleteTaktNodeRequestSchema>;

/** Siblings in their new order: every sibling once, nothing else. */
export const reorderTaktNodesRequestSchema = scheduleScopeSchema.extend({ ids: z.array(objectIdSchema).min(1).max(1000) });
export type ReorderTaktNodesRequest = z.infer<typeof reorderTaktNodesRequestSchema>;

export const createLocationRequestSchema = scheduleScopeSchema.extend({ structureId: objectIdSchema, parentId: objectIdSchema.nullable(), name: nodeName });
export type CreateLocationRequest = z.infer<typeof createLocationRequestSchema>;

const massRange = { label: z.string().trim().max(60), start: rangeNumber.nullable(), end: rangeNumber.nullable() };

export const massCreateLocationsRequestSchema = scheduleScopeSchema.extend({ structureId: objectIdSchema, parentId: objectIdSchema.nullable(), ...massRange });
export type MassCreateLocationsRequest = z.infer<typeof massCreateLocationsRequestSchema>;

export const createUnitRequestSchema = scheduleScopeSchema.extend({ locationId: objectIdSchema, name: nodeName });
export type CreateUnitRequest = z.infer<typeof createUnitRequestSchema>;

export const massCreateUnitsRequestSchema = scheduleScopeSchema.extend({ locationId: objectIdSchema, ...massRange });
export type MassCreateUnitsRequest = z.infer<typeof massCreateUnitsRequestSchema>;

/** Every change answers the schedule's whole tree as stored after it, so the page shows what is saved. */
export type TaktTreeReply = TaktTree;

/** The company's switch for the takt module (instead of the spec's fixed list of company ids). */
export const taktSettingsSchema = z.object({ enabled: z.boolean() });
export type TaktSettings = z.infer<typeof taktSettingsSchema>;
export const updateTaktSettingsRequestSchema = taktSettingsSchema;
export type UpdateTaktSettingsRequest = z.infer<typeof updateTaktSettingsRequestSchema>;

/** The takt assign screen (spec part 3, 2.6): activities × production units, assigned or unassigned in one call. */
export const TAKT_ASSIGN_MAX_ACTIVITIES = 50;
export const TAKT_ASSIGN_MAX_UNITS = 5000;

export const taktAssignRequestSchema = scheduleScopeSchema.extend({
  activityIds: z.array(objectIdSchema).min(1, 'Choose at least one activity').max(TAKT_ASSIGN_MAX_ACTIVITIES),
  unitIds: z.array(objectIdSchema).min(1, 'Choose at least one production unit').max(TAKT_ASSIGN_MAX_UNITS),
});
export type TaktAssignRequest = z.infer<typeof taktAssignRequestSchema>;

export const taktAssignViewRequestSchema = scheduleScopeSchema;
export type TaktAssignViewRequest = z.infer<typeof taktAssignViewRequestSchema>;

/** An activity of the assign screen: the lookahead's row of it with its related units. */
export interface TaktAssignActivity extends ScheduleActivityRow {
  /** Production units related to the activity (each has its takt task). */
  unitCount: number;
}

/** What the assign screen shows, answered again after every assign or unassign. */
export interface TaktAssignView {
  scheduleId: string;
  activities: TaktAssignActivity[];
  tree: TaktTree;
  /** False shows the spec's hint (no baseline yet); null when the master plan could not say. */
  hasBaseline: boolean | null;
}
