import type { Activity } from '../model';
import { counted, were, type ReadWarnings } from './read-warnings';

/**
 * Puts a P6 activity (XER or P6 XML) on the calendar it names. P6 schedules an activity whose calendar was not
 * exported on the project's default calendar: so does the reader, with a warning.
 */
export function setP6ActivityCalendar(activity: Activity, calendarId: string | undefined, calendarIds: ReadonlySet<string>, warnings: ReadWarnings, code: string): void {
  if (calendarId === undefined) return;
  if (calendarIds.has(calendarId)) {
    activity.calendarId = calendarId;
    return;
  }
  warnings.add(
    'activity-calendar-missing',
    (n) => `${counted(n, 'activity', 'activities')} named a calendar that is not in the file and ${were(n)} scheduled on the project calendar`,
    `${code} (calendar ${calendarId})`,
  );
}
