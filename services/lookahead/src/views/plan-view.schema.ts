import type { PlanViewSettings } from '@tenon/contracts';
import { savedViewSchema, type SavedViewDocument } from '@tenon/service-kit';

/** A saved look of one schedule's lookahead plan: filters, grouping, order, columns and weeks. */
export type PlanViewDocument = SavedViewDocument<PlanViewSettings>;
export const planViewSchema = savedViewSchema<PlanViewSettings>('plan_views');
export const PLAN_VIEW_MODEL = 'PlanView';
