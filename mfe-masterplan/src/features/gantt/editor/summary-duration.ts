import type { PlanActivity } from '@tenon/contracts';
import { minutesFromIso, type WorkingCalendar } from '@tenon/scheduling';

/** The calendar an activity is scheduled on: its own, else the schedule's default, else the first the plan has. */
export function calendarOfActivity(calendars: ReadonlyMap<string, WorkingCalendar>, defaultCalendarId: string, activity: Pick<PlanActivity, 'calendarId'>): WorkingCalendar | undefined {
  return calendars.get(activity.calendarId ?? '') ?? calendars.get(defaultCalendarId) ?? calendars.values().next().value;
}

/**
 * A summary lasts the working time its activities span on its calendar, as MS Project and P6 show it: the duration it
 * had as a task before activities went under it means nothing. Undefined without a calendar to count on.
 */
export function summaryDuration(calendar: WorkingCalendar | undefined, start: string, finish: string): number | undefined {
  if (calendar === undefined) return undefined;
  return Math.max(0, calendar.workingMinutesBetween(minutesFromIso(start), minutesFromIso(finish)));
}
