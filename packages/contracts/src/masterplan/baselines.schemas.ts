import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import { planDateSchema } from './plan.schemas';

/**
 * Baselines of a schedule (spec part 2, sections 3, 4 and 9): a frozen copy of the activities' dates and durations
 * that the Gantt draws under the plan's bars and measures the plan against.
 */

/** 1 entire project, 2 new activities, 3 incomplete activities, 4 the selected activities. */
export const baselineSaveOptions = [1, 2, 3, 4] as const;
export type BaselineSaveOption = (typeof baselineSaveOptions)[number];

/** Spec 9: a baseline measures days of 8 hours and weeks of 40. */
export const BASELINE_HOURS_PER_DAY = 8;
export const BASELINE_HOURS_PER_WEEK = 40;
export const BASELINE_NAME_MAX = 120;
/** Spec 8: the 'Activate Baseline' warning lasts 6 s. */
export const NO_ACTIVE_BASELINE_WARNING_MS = 6000;

const baselineScope = { projectId: objectIdSchema, scheduleId: objectIdSchema };
const nameSchema = z.string().trim().min(1, 'The baseline name is required').max(BASELINE_NAME_MAX, `A baseline name can have up to ${BASELINE_NAME_MAX} characters`);
const descriptionSchema = z.string().trim().max(2000).default('');

export const saveBaselineRequestSchema = z
  .object({
    ...baselineScope,
    name: nameSchema,
    description: descriptionSchema,
    saveOption: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'The save option is 1, 2, 3 or 4' }),
    /** Option 4 only: the activities whose current dates go into the baseline. */
    activityIds: z.array(objectIdSchema).max(100_000).default([]),
  })
  .refine((request) => request.saveOption !== 4 || request.activityIds.length > 0, { message: 'Select the activities to save in the baseline', path: ['activityIds'] });
export type SaveBaselineRequest = z.output<typeof saveBaselineRequestSchema>;

export const listBaselinesRequestSchema = z.object(baselineScope);
export type ListBaselinesRequest = z.infer<typeof listBaselinesRequestSchema>;

export const readBaselineRequestSchema = z.object({ ...baselineScope, baselineId: objectIdSchema });
export type ReadBaselineRequest = z.infer<typeof readBaselineRequestSchema>;

export const renameBaselineRequestSchema = z.object({ ...baselineScope, baselineId: objectIdSchema, name: nameSchema, description: z.string().trim().max(2000).optional() });
export type RenameBaselineRequest = z.output<typeof renameBaselineRequestSchema>;

export const activateBaselineRequestSchema = z.object({ ...baselineScope, baselineId: objectIdSchema });
export type ActivateBaselineRequest = z.infer<typeof activateBaselineRequestSchema>;

/** One activity as the baseline keeps it: its dates and working minutes when the baseline was saved. */
export const baselinePointSchema = z.object({
  activityId: objectIdSchema,
  start: planDateSchema,
  finish: planDateSchema,
  duration: z.number().int().min(0),
});
export type BaselinePoint = z.infer<typeof baselinePointSchema>;

export interface BaselineSummary {
  id: string;
  scheduleId: string;
  name: string;
  description: string;
  saveOption: BaselineSaveOption;
  createdAt: string;
  creatorId: string;
  /** Saving or activating one makes it the only active and visible baseline of its schedule (spec 4). */
  active: boolean;
  visible: boolean;
  pointCount: number;
  hoursPerDay: number;
  hoursPerWeek: number;
}

export interface ListBaselinesReply {
  baselines: BaselineSummary[];
}

export interface BaselineReply extends BaselineSummary {
  points: BaselinePoint[];
}

/** `masterplan.baseline.saved.v1`: one per saved baseline, keyed by schedule id. */
export interface BaselineSavedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  baselineId: string;
  name: string;
  saveOption: BaselineSaveOption;
  savedBy: string;
  at: string;
  pointCount: number;
  /** Points taken from the plan by this save; the rest were copied from the baseline active before it. */
  takenFromPlan: number;
  /** The latest finish among the points: what the schedule is measured against from now on. */
  baselineFinish: string | null;
}

/** Points per activated-baseline event: a 10,000-activity baseline travels in five messages of about 200 kB. */
export const BASELINE_POINTS_CHUNK = 2000;

/**
 * `masterplan.baseline.activated.v1`, keyed by schedule id: the dates of the schedule's active baseline, sent when a
 * baseline is saved or activated, cut into `chunkCount` events of one baseline sent in order. Read models (the
 * analytics S-curve) keep the points of the latest baseline only.
 */
export interface BaselineActivatedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  baselineId: string;
  name: string;
  at: string;
  chunkIndex: number;
  chunkCount: number;
  points: Array<{ activityId: string; start: string; finish: string }>;
}
