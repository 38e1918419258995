import type { ScheduleModel, Shift, WeekDayHours } from '../model';
import { ScheduleFileError } from './schedule-file-error';

/** Monday to Friday 08:00-12:00 and 13:00-17:00: what the tools assume when a file leaves a day undefined. */
export const DEFAULT_SHIFTS: Shift[] = [
  { from: 8 * 60, to: 12 * 60 },
  { from: 13 * 60, to: 17 * 60 },
];

export function defaultWeekDay(dayOfWeek: number): WeekDayHours {
  const working = dayOfWeek >= 1 && dayOfWeek <= 5;
  return { working, shifts: working ? DEFAULT_SHIFTS.map((s) => ({ ...s })) : [] };
}

/**
 * Last guard before a reader returns: every reference inside the model resolves. Readers report problems
 * with their own line or element first; this catches whatever slipped through so no half-read model escapes.
 */
export function assertModelReferences(model: ScheduleModel): void {
  const calendarIds = new Set(model.calendars.map((c) => c.id));
  const activityIds = new Set<string>();
  for (const activity of model.activities) {
    if (activityIds.has(activity.id)) throw new ScheduleFileError(`activity id ${activity.id} appears twice`);
    activityIds.add(activity.id);
  }
  if (!calendarIds.has(model.options.defaultCalendarId)) {
    throw new ScheduleFileError(`the default calendar ${model.options.defaultCalendarId} is not in the file`);
  }
  for (const calendar of model.calendars) {
    if (calendar.baseCalendarId !== undefined && !calendarIds.has(calendar.baseCalendarId)) {
      throw new ScheduleFileError(`calendar ${calendar.id} (${calendar.name}) names unknown base calendar ${calendar.baseCalendarId}`);
    }
    if (calendar.week.length !== 7) throw new ScheduleFileError(`calendar ${calendar.id} (${calendar.name}) has no full week`);
  }
  const summaryIds = new Set(model.activities.filter((a) => a.kind === 'summary').map((a) => a.id));
  for (const activity of model.activities) {
    if (activity.calendarId !== undefined && !calendarIds.has(activity.calendarId)) {
      throw new ScheduleFileError(`activity ${activity.id} (${activity.name}) names unknown calendar ${activity.calendarId}`);
    }
    if (activity.parentId !== undefined && !summaryIds.has(activity.parentId)) {
      throw new ScheduleFileError(`activity ${activity.id} (${activity.name}) names unknown summary ${activity.parentId}`);
    }
  }
  for (const link of model.links) {
    for (const end of [link.predecessorId, link.successorId]) {
      if (!activityIds.has(end)) {
        throw new ScheduleFileError(`link ${link.predecessorId} -> ${link.successorId} names unknown activity ${end}`);
      }
    }
  }
}
