import { z } from 'zod';
import type { ScheduleModel } from '@tenon/scheduling';
import { objectIdSchema } from '../projects/projects.schemas';

/** Wall-clock date and time as the master plan stores them: `YYYY-MM-DDTHH:mm`. */
export const planDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'must be YYYY-MM-DDTHH:mm');

/** Spec: correlative ids of 10⁷ and more are ignored by the product; a save refuses them. */
export const CORRELATIVE_ID_MAX = 9_999_999;
/** Spec limits of numeric fields typed in the Gantt. */
export const PLAN_NUMBER_MAX = 1_000_000;
export const ACTIVITY_NAME_MAX = 250;
/** An activity's budgeted cost: construction activities pass the spec's 1e6 editor limit, so the plan takes up to 1e12. */
export const ACTIVITY_COST_MAX = 1_000_000_000_000;

export const constraintTypes = ['asap', 'alap', 'snet', 'snlt', 'mso', 'mfo', 'fnet', 'fnlt'] as const;
export const activityPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export const planLinkTypes = ['FS', 'SS', 'FF', 'SF'] as const;
export type ConstraintType = (typeof constraintTypes)[number];
export type ActivityPriority = (typeof activityPriorities)[number];

/** Days in a submittal's times: ten years covers any lead time quoted. */
export const SUBMITTAL_DAYS_MAX = 3650;
const submittalDays = (what: string) => z.number().int(`${what} is a whole number of days`).min(0, `${what} is not negative`).max(SUBMITTAL_DAYS_MAX, `${what} is at most ${SUBMITTAL_DAYS_MAX} days`);

/**
 * What an activity needs approved before its material can be on site (spec part 2, §3 Submittal), in calendar days;
 * the planned submit and approval days are derived from it (`submittalDates` in @tenon/lean).
 */
export const activitySubmittalSchema = z.object({
  leadTimeDays: submittalDays('The lead time'),
  designReviewDays: submittalDays("The design team's review"),
  internalReviewDays: submittalDays('The internal review'),
  /** The day it must be on site; null: the activity's start. */
  requiredOnSite: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD').nullable().default(null),
});
export type ActivitySubmittal = z.infer<typeof activitySubmittalSchema>;

export const planActivitySchema = z
  .object({
    id: objectIdSchema,
    correlativeId: z.number().int().min(1).max(CORRELATIVE_ID_MAX),
    name: z.string().trim().min(1, 'Name is required').max(ACTIVITY_NAME_MAX),
    kind: z.enum(['task', 'milestone', 'summary']),
    parentId: objectIdSchema.nullable(),
    /** Position among its siblings. */
    order: z.number().int().min(0).max(PLAN_NUMBER_MAX),
    /** Working minutes; a milestone has none. */
    duration: z.number().int().min(0).max(PLAN_NUMBER_MAX * 60),
    start: planDateSchema,
    finish: planDateSchema,
    constraintType: z.enum(constraintTypes).default('asap'),
    constraintDate: planDateSchema.nullable().default(null),
    calendarId: z.string().min(1).max(64).nullable().default(null),
    progress: z.number().min(0).max(100).default(0),
    priority: z.enum(activityPriorities).default('normal'),
    description: z.string().max(5000).default(''),
    subcontractId: objectIdSchema.nullable().default(null),
    tags: z.array(z.string().min(1).max(60)).max(50).default([]),
    responsibleIds: z.array(objectIdSchema).max(50).default([]),
    /** Progress as it happened, from an imported file (or typed); the plan's own dates stay in start and finish. */
    actualStart: planDateSchema.nullable().default(null),
    actualFinish: planDateSchema.nullable().default(null),
    /** The id the activity has in the file it was imported from, so a later import of that file updates it. */
    sourceId: z.string().min(1).max(200).nullable().default(null),
    /** A share of the parent's progress set by hand, in percent (spec 3 'ponderator'); used only when hasCustomPonderator. */
    ponderator: z.number().min(0, 'A weight is between 0 and 100').max(100, 'A weight is between 0 and 100').nullable().default(null),
    hasCustomPonderator: z.boolean().default(false),
    /** Budgeted cost, in the project's currency (the COST weighting basis). */
    cost: z.number().min(0, 'A cost is not negative').max(ACTIVITY_COST_MAX, 'A cost is at most 1,000,000,000,000').nullable().default(null),
    /** Budgeted man-hours (spec 'hhWorkTime', the HH weighting basis). */
    hhWorkTime: z.number().min(0, 'Man-hours are not negative').max(PLAN_NUMBER_MAX, 'Man-hours are at most 1,000,000').nullable().default(null),
    /** The activity's submittal, if its material needs one approved. */
    submittal: activitySubmittalSchema.nullable().default(null),
  })
  .superRefine((activity, context) => {
    if (activity.kind === 'milestone' && activity.duration !== 0) {
      context.addIssue({ code: 'custom', path: ['duration'], message: 'A milestone has no duration' });
    }
    const needsDate = !['asap', 'alap'].includes(activity.constraintType);
    if (needsDate && activity.constraintDate === null) context.addIssue({ code: 'custom', path: ['constraintDate'], message: 'This constraint needs a date' });
    if (activity.finish < activity.start) context.addIssue({ code: 'custom', path: ['finish'], message: 'The finish is before the start' });
    if (activity.actualFinish !== null && activity.actualStart === null) context.addIssue({ code: 'custom', path: ['actualStart'], message: 'An actual finish needs an actual start' });
    if (activity.actualFinish !== null && activity.actualStart !== null && activity.actualFinish < activity.actualStart) {
      context.addIssue({ code: 'custom', path: ['actualFinish'], message: 'The actual finish is before the actual start' });
    }
    if (activity.hasCustomPonderator && activity.ponderator === null) context.addIssue({ code: 'custom', path: ['ponderator'], message: 'A custom weight needs a value' });
  });
export type PlanActivity = z.infer<typeof planActivitySchema>;

export type PlanActivityDefaults = Pick<
  PlanActivity,
  | 'constraintType'
  | 'constraintDate'
  | 'calendarId'
  | 'progress'
  | 'priority'
  | 'description'
  | 'subcontractId'
  | 'tags'
  | 'responsibleIds'
  | 'actualStart'
  | 'actualFinish'
  | 'sourceId'
  | 'ponderator'
  | 'hasCustomPonderator'
  | 'cost'
  | 'hhWorkTime'
  | 'submittal'
>;

/** What an activity has until someone sets it: as soon as possible, the schedule's calendar, no progress, normal priority, nobody. */
export function planActivityDefaults(): PlanActivityDefaults {
  return {
    constraintType: 'asap',
    constraintDate: null,
    calendarId: null,
    progress: 0,
    priority: 'normal',
    description: '',
    subcontractId: null,
    tags: [],
    responsibleIds: [],
    actualStart: null,
    actualFinish: null,
    sourceId: null,
    ponderator: null,
    hasCustomPonderator: false,
    cost: null,
    hhWorkTime: null,
    submittal: null,
  };
}

export const planLinkSchema = z
  .object({
    id: objectIdSchema,
    predecessorId: objectIdSchema,
    successorId: objectIdSchema,
    type: z.enum(planLinkTypes, { message: 'The link type must be FS, SS, FF or SF' }),
    /** Working minutes (negative = lead). */
    lag: z.number().int().min(-PLAN_NUMBER_MAX * 60).max(PLAN_NUMBER_MAX * 60).default(0),
  })
  .refine((link) => link.predecessorId !== link.successorId, { message: 'An activity cannot be linked to itself', path: ['successorId'] });
export type PlanLink = z.infer<typeof planLinkSchema>;

export const readPlanRequestSchema = z.object({ projectId: objectIdSchema, scheduleId: objectIdSchema });
export type ReadPlanRequest = z.infer<typeof readPlanRequestSchema>;

export interface PlanSave {
  version: number;
  savedBy: string | null;
  savedAt: string | null;
}

/**
 * What the browser's engine needs besides the plan's rows: the schedule's calendars and options, as the service
 * schedules it. The editor opens on this and the rows, without waiting for a critical path computed on the server.
 */
export interface PlanEngineSettings {
  /** Minutes of the default calendar's working day, to show durations and floats in days. */
  minutesPerDay: number;
  model: Omit<ScheduleModel, 'activities' | 'links'>;
}

/**
 * What the caller may change in the plan: every row (AC on the Gantt), only the activities of their subcontract
 * (ACP, bound to a subcontract in the project), or nothing (V, or ACP without a subcontract). Decided by the service.
 */
export type PlanEditing = { scope: 'all' } | { scope: 'subcontract'; subcontractId: string } | { scope: 'none' };

/** Refusal of a save that reaches past the caller's subcontract (403 OUTSIDE_SUBCONTRACT). */
export interface OutsideSubcontractDetails {
  activities: Array<{ id: string; correlativeId: number; name: string }>;
  linkIds: string[];
}

export interface PlanReply extends PlanSave {
  scheduleId: string;
  /** The schedule's data date: remaining work is scheduled from it (it is also the engine's status date). */
  dataDate: string | null;
  editing: PlanEditing;
  activities: PlanActivity[];
  links: PlanLink[];
  engine: PlanEngineSettings;
}

const SAVE_ROWS_MAX = 20_000;

/** Only what changed since `baseVersion` travels: rows to write whole, ids to delete. */
export const savePlanRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  baseVersion: z.number().int().min(0),
  activities: z.object({ upsert: z.array(planActivitySchema).max(SAVE_ROWS_MAX), delete: z.array(objectIdSchema).max(SAVE_ROWS_MAX) }),
  links: z.object({ upsert: z.array(planLinkSchema).max(SAVE_ROWS_MAX), delete: z.array(objectIdSchema).max(SAVE_ROWS_MAX) }),
});
export type SavePlanRequest = z.input<typeof savePlanRequestSchema>;
export type SavePlanData = z.output<typeof savePlanRequestSchema>;

export interface SavePlanReply extends PlanSave {
  activities: number;
  links: number;
}

/** Details of 409 SAVE_CONFLICT: the version the save was not based on, and who saved it when. */
export interface SaveConflictDetails extends PlanSave {
  baseVersion: number;
}

/** `masterplan.schedule.saved.v1`: one per save, keyed by schedule id. */
export interface ScheduleSavedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  version: number;
  savedBy: string;
  changedActivityIds: string[];
  deletedActivityIds: string[];
  linksChanged: number;
}
