import { compileCalendars } from '../calendar/calendar-compiler';
import type { Activity, ActivityResult, Minutes, ScheduleModel, ScheduleResult, StoredDates } from '../model';

export const COMPARED_DATES = ['earlyStart', 'earlyFinish', 'lateStart', 'lateFinish'] as const;
export const COMPARED_FLOATS = ['totalFloat', 'freeFloat'] as const;
export type ComparedField = (typeof COMPARED_DATES)[number] | (typeof COMPARED_FLOATS)[number] | 'critical';

export interface ComputedValues {
  earlyStart: Minutes;
  earlyFinish: Minutes;
  lateStart: Minutes;
  lateFinish: Minutes;
  totalFloat: number;
  freeFloat: number;
  critical: boolean;
}

export interface FieldComparison {
  field: ComparedField;
  stored: number | boolean;
  computed: number | boolean;
  match: boolean;
}

export interface ActivityComparison {
  id: string;
  name: string;
  stored: StoredDates;
  computed: ComputedValues;
  fields: FieldComparison[];
  match: boolean;
}

export interface SkippedActivity {
  id: string;
  name: string;
  reason: string;
}

export interface ScheduleComparison {
  activities: ActivityComparison[];
  skipped: SkippedActivity[];
  summary: { compared: number; matched: number };
}

/** Working minutes from a to b on the activity's calendar (negative when b is earlier). */
export type WorkingDistance = (activity: Activity, a: Minutes, b: Minutes) => number;

/** Working distance on each activity's own calendar (the default calendar when it names none). */
export function calendarDistance(model: ScheduleModel): WorkingDistance {
  const calendars = compileCalendars(model.calendars);
  return (activity, a, b) => {
    const calendar = calendars.get(activity.calendarId ?? model.options.defaultCalendarId);
    return calendar ? calendar.workingMinutesBetween(a, b) : b - a;
  };
}

export interface CompareOptions {
  /** Summaries roll up from their children; compare their stored values too (default true). */
  compareSummaries?: boolean;
}

/** Why an activity is listed but not compared, or undefined when it is compared. */
export function skipReason(activity: Activity, result: ActivityResult | undefined, options: CompareOptions = {}): string | undefined {
  if (activity.manual) return 'manually scheduled task: its typed dates are kept, not scheduled';
  if (activity.recurring) return 'recurring task: its occurrences are dated by the recurrence, not by logic';
  if (activity.kind === 'summary' && options.compareSummaries === false) return 'summary: its dates roll up from its children';
  const stored = activity.stored;
  if (!stored || COMPARED_DATES.every((field) => stored[field] === undefined)) return 'no stored early or late dates to compare';
  if (!result) return 'not in the engine result';
  return undefined;
}

export function computedValues(result: ActivityResult): ComputedValues {
  return {
    earlyStart: result.earlyStart,
    earlyFinish: result.earlyFinish,
    lateStart: result.lateStart,
    lateFinish: result.lateFinish,
    totalFloat: result.totalFloat,
    freeFloat: result.freeFloat,
    critical: result.critical,
  };
}

/**
 * Stored against computed, field by field: a date matches within one working minute on the activity's
 * calendar, a float when equal to the minute, the critical flag when equal. Only stored fields count.
 */
export function compareActivity(activity: Activity, result: ActivityResult, distance: WorkingDistance): ActivityComparison {
  const stored = activity.stored ?? {};
  const computed = computedValues(result);
  const fields: FieldComparison[] = [];
  for (const field of COMPARED_DATES) {
    const value = stored[field];
    if (value === undefined) continue;
    const match = Math.abs(distance(activity, value, computed[field])) <= 1;
    fields.push({ field, stored: value, computed: computed[field], match });
  }
  for (const field of COMPARED_FLOATS) {
    const value = stored[field];
    if (value === undefined) continue;
    fields.push({ field, stored: value, computed: computed[field], match: Math.round(value) === Math.round(computed[field]) });
  }
  if (stored.critical !== undefined) {
    fields.push({ field: 'critical', stored: stored.critical, computed: computed.critical, match: stored.critical === computed.critical });
  }
  return { id: activity.id, name: activity.name, stored, computed, fields, match: fields.every((f) => f.match) };
}

export function compareSchedule(
  model: ScheduleModel,
  result: ScheduleResult,
  distance: WorkingDistance,
  options: CompareOptions = {},
): ScheduleComparison {
  const activities: ActivityComparison[] = [];
  const skipped: SkippedActivity[] = [];
  for (const activity of model.activities) {
    const computed = result.activities.get(activity.id);
    const reason = skipReason(activity, computed, options);
    if (reason !== undefined || !computed) {
      skipped.push({ id: activity.id, name: activity.name, reason: reason ?? 'not in the engine result' });
      continue;
    }
    activities.push(compareActivity(activity, computed, distance));
  }
  return { activities, skipped, summary: { compared: activities.length, matched: activities.filter((a) => a.match).length } };
}
