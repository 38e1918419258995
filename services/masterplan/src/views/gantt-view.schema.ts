import type { GanttViewSettings } from '@tenon/contracts';
import { savedViewSchema, type SavedViewDocument } from '@tenon/service-kit';

/** A saved look of one schedule's Gantt: columns, zoom and colours. */
export type GanttViewDocument = SavedViewDocument<GanttViewSettings>;
export const ganttViewSchema = savedViewSchema<GanttViewSettings>('gantt_views');
export const GANTT_VIEW_MODEL = 'GanttView';
