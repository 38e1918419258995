import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';

/**
 * Calendars of a schedule (spec part 2, sections 2.5, 3 and 5): seven working-day flags (Sunday first), the shifts
 * of a working day, and exceptions (holidays, or workable days with their own shifts) that may recur.
 */

/** `HH:mm`, with `24:00` for the end of the day (a 24-hour calendar is one shift 00:00–24:00). */
const clockSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'A time is written HH:mm, from 00:00 to 24:00');

export const calendarShiftSchema = z
  .object({ start: clockSchema, end: clockSchema })
  .refine((shift) => shift.start !== shift.end && !(shift.start === '00:00' && shift.end === '00:00'), { message: 'A shift needs a start and an end that differ' })
  .refine((shift) => shift.start !== '24:00', { message: 'A shift cannot start at 24:00' });
export type CalendarShift = z.infer<typeof calendarShiftSchema>;

export const calendarRecurrences = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type CalendarRecurrence = (typeof calendarRecurrences)[number];

/** Days of a shift in minutes from midnight; an end at or before the start crosses midnight. */
function shiftMinutes(shift: CalendarShift): [number, number] {
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const from = minutes(shift.start);
  const to = minutes(shift.end);
  return [from, to <= from ? to + 1440 : to];
}

/** Several shifts per day may follow each other but not overlap (a night shift counts into the next morning). */
export function shiftsOverlap(shifts: readonly CalendarShift[]): boolean {
  const spans = shifts.map(shiftMinutes).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) return true;
  // A night shift's tail must also end before the first shift of the next day begins.
  const last = spans.at(-1);
  return last !== undefined && spans.length > 1 && last[1] - 1440 > spans[0]![0];
}

/** An unset shift is written `false-false` by older clients; it is dropped, not refused (spec 5). */
const isUnsetShift = (shift: unknown): boolean =>
  typeof shift === 'object' && shift !== null && String((shift as { start?: unknown }).start) === 'false' && String((shift as { end?: unknown }).end) === 'false';

const shiftsSchema = z.preprocess(
  (shifts) => (Array.isArray(shifts) ? shifts.filter((shift) => !isUnsetShift(shift)) : shifts),
  z
    .array(calendarShiftSchema)
    .max(6, 'A day has at most 6 shifts')
    .refine((shifts) => !shiftsOverlap(shifts), { message: 'Shifts of a day cannot overlap' }),
);

const isoDate = z
  .string({ error: 'Holidays need valid from and to dates' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Holidays need valid from and to dates')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'Holidays need valid from and to dates');

export const calendarExceptionSchema = z
  .object({
    name: z.string().trim().max(120, 'A holiday name can have up to 120 characters').default(''),
    fromDate: isoDate,
    toDate: isoDate,
    /** How the day of `fromDate` repeats up to `toDate`; an unknown kind falls back to every day (spec 5). */
    every: z.enum(calendarRecurrences).catch('DAILY').default('DAILY'),
    /** false: a holiday; true: a working day with `shifts` (the calendar's own when empty). */
    working: z.boolean().default(false),
    shifts: shiftsSchema.default([]),
    /** Where it came from: typed by hand, or imported from the public-holiday library for a country. */
    source: z.string().regex(/^(manual|holidays:[A-Z]{2})$/).default('manual'),
  })
  .refine((exception) => exception.fromDate <= exception.toDate, { message: 'Holidays need valid from and to dates', path: ['toDate'] });
export type CalendarException = z.infer<typeof calendarExceptionSchema>;

const calendarFields = {
  name: z.string({ error: 'The calendar name is required' }).trim().min(1, 'The calendar name is required').max(80, 'A calendar name can have up to 80 characters'),
  workingDays: z
    .array(z.union([z.literal(0), z.literal(1)]), { error: 'Working days are seven 1/0 flags, Sunday first' })
    .length(7, 'Working days are seven 1/0 flags, Sunday first')
    .refine((days) => days.includes(1), { message: 'A calendar needs at least one working day' }),
  shifts: shiftsSchema.refine((shifts) => shifts.length > 0, { message: 'A working day needs at least one shift' }),
  exceptions: z.array(calendarExceptionSchema).max(2000, 'A calendar has at most 2000 exceptions').default([]),
};

/** A missing or malformed project id is reported as the spec words it (section 5). */
const calendarScope = {
  projectId: z.string({ error: 'projectId is required' }).regex(/^[0-9a-f]{24}$/, 'projectId is required'),
  scheduleId: objectIdSchema,
};
const calendarIdSchema = (message: string) => z.string({ error: message }).regex(/^[0-9a-f]{24}$/, message);

export interface Calendar {
  id: string;
  scheduleId: string;
  name: string;
  isDefault: boolean;
  workingDays: Array<0 | 1>;
  shifts: CalendarShift[];
  exceptions: CalendarException[];
}

/** A calendar as the calendars page lists it: with how many activities are scheduled on it. */
export interface CalendarSummary extends Calendar {
  usedBy: number;
}

export const listCalendarsRequestSchema = z.object(calendarScope);
export type ListCalendarsRequest = z.infer<typeof listCalendarsRequestSchema>;
export interface ListCalendarsReply {
  calendars: CalendarSummary[];
}

export const createCalendarRequestSchema = z.object({ ...calendarScope, ...calendarFields, isDefault: z.boolean().default(false) });
export type CreateCalendarRequest = z.output<typeof createCalendarRequestSchema>;

export const updateCalendarRequestSchema = z.object({
  ...calendarScope,
  calendarId: calendarIdSchema('calendarId is missing'),
  ...calendarFields,
  isDefault: z.boolean().default(false),
});
export type UpdateCalendarRequest = z.output<typeof updateCalendarRequestSchema>;

export const deleteCalendarRequestSchema = z.object({ ...calendarScope, calendarId: calendarIdSchema('calendarId is missing') });
export type DeleteCalendarRequest = z.infer<typeof deleteCalendarRequestSchema>;

/** Clone into every schedule of each named project (spec 2.5: calendar id, name and project ids, else 'Data is missing'). */
export const cloneCalendarRequestSchema = z.object({
  ...calendarScope,
  calendarId: calendarIdSchema('Data is missing'),
  name: z.string({ error: 'Data is missing' }).trim().min(1, 'Data is missing').max(80, 'A calendar name can have up to 80 characters'),
  projectIds: z.array(objectIdSchema, { error: 'Data is missing' }).min(1, 'Data is missing').max(50),
});
export type CloneCalendarRequest = z.infer<typeof cloneCalendarRequestSchema>;
export interface CloneCalendarReply {
  /** One per schedule the calendar was copied into. */
  clones: Array<{ projectId: string; scheduleId: string; calendarId: string }>;
}

export const holidayLanguageSchema = z.enum(['en', 'es']).catch('en').default('en');

export const holidayCountriesRequestSchema = z.object({ ...calendarScope, language: holidayLanguageSchema });
export type HolidayCountriesRequest = z.output<typeof holidayCountriesRequestSchema>;
export interface HolidayCountriesReply {
  countries: Array<{ code: string; name: string }>;
}

const holidayYearsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map(Number) : value),
  z
    .array(z.number().int().min(1900, 'Years from 1900 to 2200').max(2200, 'Years from 1900 to 2200'), { error: 'Choose the years' })
    .min(1, 'Choose the years')
    .max(10, 'At most 10 years at once'),
);

/** What the library gives for a country and years, shown before anything is added. */
export const previewHolidaysRequestSchema = z.object({
  ...calendarScope,
  /** The calendar they would go into, to mark the holidays it has already. */
  calendarId: calendarIdSchema('calendarId is missing').optional(),
  country: z.string({ error: 'Choose a country' }).regex(/^[A-Z]{2}$/, 'Choose a country'),
  years: holidayYearsSchema,
  language: holidayLanguageSchema,
});
export type PreviewHolidaysRequest = z.output<typeof previewHolidaysRequestSchema>;
export interface PublicHoliday {
  name: string;
  fromDate: string;
  toDate: string;
  /** Already an exception of the calendar on those days. */
  alreadyInCalendar?: boolean;
}
export interface PreviewHolidaysReply {
  country: string;
  holidays: PublicHoliday[];
}

/** Adds the previewed holidays the planner kept (by their first day); the names and dates come from the library again. */
export const importHolidaysRequestSchema = z.object({
  ...calendarScope,
  calendarId: calendarIdSchema('calendarId is missing'),
  country: z.string({ error: 'Choose a country' }).regex(/^[A-Z]{2}$/, 'Choose a country'),
  years: holidayYearsSchema,
  language: holidayLanguageSchema,
  /** Only these first days; all of them when absent. */
  dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(1000).optional(),
});
export type ImportHolidaysRequest = z.output<typeof importHolidaysRequestSchema>;

/** An activity whose dates the engine changed because a calendar changed. */
export interface MovedActivity {
  id: string;
  correlativeId: number;
  name: string;
  startBefore: string;
  finishBefore: string;
  start: string;
  finish: string;
}

/** What every change answers: the calendar as stored (null once deleted) and the plan's rescheduled activities. */
export interface CalendarChangeReply {
  calendar: Calendar | null;
  moved: MovedActivity[];
  /** All that moved, when `moved` lists only the first ones. */
  movedCount: number;
  projectFinishBefore: string | null;
  projectFinish: string | null;
}

/** Details of 409 CALENDAR_IN_USE: the activities scheduled on the calendar (the first ones, and how many in all). */
export interface CalendarInUseDetails {
  activities: Array<{ id: string; correlativeId: number; name: string }>;
  count: number;
}

export const calendarChanges = ['created', 'updated', 'deleted', 'cloned', 'holidays-imported'] as const;
export type CalendarChange = (typeof calendarChanges)[number];

/** `masterplan.calendar.changed.v1`: one per change of a schedule's calendars, keyed by schedule id. */
export interface CalendarChangedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  calendarId: string;
  change: CalendarChange;
  changedBy: string;
  at: string;
  movedActivityIds: string[];
  projectFinishBefore: string | null;
  projectFinish: string | null;
}
