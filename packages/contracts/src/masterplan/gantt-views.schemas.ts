import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';

/** Columns the Gantt grid can show, in the spec's default order (part 2, the Gantt's default view). */
export const ganttColumnKeys = [
  'id',
  'name',
  'duration',
  'start',
  'finish',
  'predecessors',
  'successors',
  'progress',
  'totalFloat',
  'freeFloat',
  'constraint',
  'calendar',
  'subcontract',
  'tags',
  'responsibles',
  /** The active baseline's start, finish and duration, and how many working days the finish has moved since. */
  'baselineStart',
  'baselineFinish',
  'baselineDuration',
  'baselineVariance',
  /** Progress: the activity's status (Waiting, Doing, Done, Overdue, Advancement) and its actual dates. */
  'status',
  'actualStart',
  'actualFinish',
] as const;
export type GanttColumnKey = (typeof ganttColumnKeys)[number];

export const ganttColumnSchema = z.object({
  key: z.enum(ganttColumnKeys),
  width: z.number().int().min(30).max(800),
  visible: z.boolean(),
});
export type GanttColumn = z.infer<typeof ganttColumnSchema>;

/** What a view remembers of the Gantt: columns (order, width, shown), zoom and bar colours. */
export const ganttViewSettingsSchema = z.object({
  columns: z
    .array(ganttColumnSchema)
    .min(1)
    .max(ganttColumnKeys.length)
    .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, { message: 'A column is listed twice' })
    .refine((columns) => columns.some((c) => c.key === 'name' && c.visible), { message: 'The name column cannot be hidden' }),
  zoom: z.number().int().min(0).max(4),
  colourScheme: z.enum(['critical', 'status', 'subcontract']),
});
export type GanttViewSettings = z.infer<typeof ganttViewSettingsSchema>;

export interface GanttView {
  id: string;
  /** null for the user's own default view, saved as they work. */
  name: string | null;
  public: boolean;
  ownerId: string;
  settings: GanttViewSettings;
  updatedAt: string;
  /** Whether the asking user may rename, change or delete it (spec part 2, views). */
  editable: boolean;
}

const scheduleRef = { projectId: objectIdSchema, scheduleId: objectIdSchema };
const viewNameSchema = z.string().trim().min(1, 'The view name is required').max(80, 'The view name can have up to 80 characters');

export const listGanttViewsRequestSchema = z.object(scheduleRef);
export type ListGanttViewsRequest = z.infer<typeof listGanttViewsRequestSchema>;
export interface ListGanttViewsReply {
  /** The user's default view of this schedule, if they have changed anything yet. */
  default: GanttView | null;
  /** Their own named views and everyone's public ones, by name. */
  views: GanttView[];
}

export const saveDefaultGanttViewRequestSchema = z.object({ ...scheduleRef, settings: ganttViewSettingsSchema });
export type SaveDefaultGanttViewRequest = z.infer<typeof saveDefaultGanttViewRequestSchema>;

export const createGanttViewRequestSchema = z.object({ ...scheduleRef, name: viewNameSchema, public: z.boolean(), settings: ganttViewSettingsSchema });
export type CreateGanttViewRequest = z.infer<typeof createGanttViewRequestSchema>;

export const updateGanttViewRequestSchema = z.object({
  ...scheduleRef,
  viewId: objectIdSchema,
  name: viewNameSchema.optional(),
  public: z.boolean().optional(),
  settings: ganttViewSettingsSchema.optional(),
});
export type UpdateGanttViewRequest = z.infer<typeof updateGanttViewRequestSchema>;

export const deleteGanttViewRequestSchema = z.object({ ...scheduleRef, viewId: objectIdSchema });
export type DeleteGanttViewRequest = z.infer<typeof deleteGanttViewRequestSchema>;

export interface GanttViewReply {
  view: GanttView;
}

/**
 * Who may change a view: its owner; for a public view also an admin or superadmin. Nobody else, and another user's
 * private view not even an admin (the spec's two rules read together, docs/decisions.md).
 */
export function mayEditGanttView(view: { ownerId: string; public: boolean }, userId: string, role: string): boolean {
  if (view.ownerId === userId) return true;
  return view.public && (role === 'admin' || role === 'superadmin');
}
