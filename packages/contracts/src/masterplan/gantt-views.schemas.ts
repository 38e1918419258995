import { z } from 'zod';
import { savedViewRequestSchemas, type ListSavedViewsReply, type SavedView, type SavedViewReply } from '../views/saved-views.schemas';

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

/**
 * What the chart draws besides the bars (spec part 2, 2.4: visualization toggles), and how grid rows are tinted:
 * `plain`, or `level` (summary rows shaded by their depth in the WBS).
 */
export const ganttVisualizationSchema = z.object({
  links: z.boolean(),
  criticalPath: z.boolean(),
  slack: z.boolean(),
  baseline: z.boolean(),
  todayLine: z.boolean(),
  submittalIcons: z.boolean(),
  /** How many lookahead tasks hang from each activity, beside its bar. */
  taskCount: z.boolean(),
  rowColours: z.enum(['plain', 'level']),
});
export type GanttVisualization = z.infer<typeof ganttVisualizationSchema>;

/** What a view remembers of the Gantt: columns (order, width, shown), zoom, bar colours and what the chart draws. */
export const ganttViewSettingsSchema = z.object({
  columns: z
    .array(ganttColumnSchema)
    .min(1)
    .max(ganttColumnKeys.length)
    .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, { message: 'A column is listed twice' })
    .refine((columns) => columns.some((c) => c.key === 'name' && c.visible), { message: 'The name column cannot be hidden' }),
  zoom: z.number().int().min(0).max(4),
  colourScheme: z.enum(['critical', 'status', 'subcontract']),
  // Optional: views saved before the toggles existed read as the defaults.
  visualization: ganttVisualizationSchema.optional(),
});
export type GanttViewSettings = z.infer<typeof ganttViewSettingsSchema>;

export const ganttViewRequests = savedViewRequestSchemas(ganttViewSettingsSchema);

export type GanttView = SavedView<GanttViewSettings>;
export type ListGanttViewsReply = ListSavedViewsReply<GanttViewSettings>;
export type GanttViewReply = SavedViewReply<GanttViewSettings>;
