import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema } from '../projects/projects.schemas';

/** The takt plan of one structure: a train of wagons (activities) through its takt areas (locations holding units). */
export const TAKT_PLAN_MAX_WAGONS = 50;
/** Shifts and buffers beyond this many takt periods are typos. */
export const TAKT_PLAN_MAX_PERIODS = 250;

const isoDay = z
  .string({ error: 'The start is a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The start is a date')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'The start is a date');

export const taktPlanViewRequestSchema = scheduleScopeSchema.extend({ structureId: objectIdSchema.optional() });
export type TaktPlanViewRequest = z.infer<typeof taktPlanViewRequestSchema>;

export const taktPlanSettingsSchema = z.object({
  taktDays: z.number({ error: 'The takt time is a number of working days' }).int('The takt time is a whole number of working days').min(1, 'The takt time is at least 1 working day').max(TAKT_PLAN_MAX_PERIODS, `The takt time is at most ${TAKT_PLAN_MAX_PERIODS} working days`),
  bufferPeriods: z.number().int('The buffer is a whole number of takt periods').min(0, 'The buffer cannot be negative').max(TAKT_PLAN_MAX_PERIODS),
  start: isoDay,
  /** Activities in train order, each assigned to units of the structure. */
  wagonIds: z.array(objectIdSchema).min(1, 'Put at least one activity in the train').max(TAKT_PLAN_MAX_WAGONS),
  /** A wagon moved by hand, in whole takt periods (negative = earlier). */
  shifts: z.record(objectIdSchema, z.number().int().min(-TAKT_PLAN_MAX_PERIODS).max(TAKT_PLAN_MAX_PERIODS)).default({}),
});
export type TaktPlanSettings = z.output<typeof taktPlanSettingsSchema>;

/** Saves the structure's plan and writes the dates of its takt tasks (the same plan saved again writes nothing new). */
export const saveTaktPlanRequestSchema = scheduleScopeSchema.extend({ structureId: objectIdSchema }).merge(taktPlanSettingsSchema);
export type SaveTaktPlanRequest = z.output<typeof saveTaktPlanRequestSchema>;

export interface TaktPlanWagon {
  activityId: string;
  name: string;
  wbs: string;
  /** Units of this structure the activity is assigned to. */
  unitCount: number;
}

export interface TaktPlanArea {
  locationId: string;
  name: string;
  unitCount: number;
}

export interface TaktPlanCell {
  wagonId: string;
  locationId: string;
  period: number;
  start: string;
  finish: string;
}

export interface TaktPlanView {
  scheduleId: string;
  structures: Array<{ id: string; name: string }>;
  /** The structure shown (the first one when none was asked for); null when the schedule has none. */
  structureId: string | null;
  /** Activities assigned to units of the structure, the saved train's order first. */
  wagons: TaktPlanWagon[];
  areas: TaktPlanArea[];
  /** The saved plan, or null before the first save. */
  plan: (TaktPlanSettings & { generatedAt: string | null; tasksWritten: number }) | null;
  /** The calendar the dates follow: the schedule's default calendar, or null for Monday to Friday. */
  calendarName: string | null;
  /** The saved plan's cells and clashes (empty before the first save). */
  cells: TaktPlanCell[];
  clashes: Array<{ locationId: string; period: number; wagonIds: string[] }>;
  /**
   * Start and finish of each takt period from the plan's start, beyond the last one used, so a wagon dragged later is
   * dated by the page without asking.
   */
  periods: Array<{ start: string; finish: string }>;
}
