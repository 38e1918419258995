import type { CalendarDef } from '../model';
import { defaultWeekDay } from './model-checks';
import { counted, were, type ReadWarnings } from './read-warnings';

/** The chain of bases from a calendar reaches a missing calendar or loops. */
function brokenBase(calendar: CalendarDef, byId: Map<string, CalendarDef>): boolean {
  const seen = new Set([calendar.id]);
  for (let at = calendar.baseCalendarId; at !== undefined; at = byId.get(at)?.baseCalendarId) {
    if (!byId.has(at) || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

function standAlone(calendar: CalendarDef): void {
  delete calendar.baseCalendarId;
  calendar.week = calendar.week.map((day, weekday) => day ?? defaultWeekDay(weekday));
}

/**
 * Mends base calendar references the tools leave behind (a base deleted after the resource calendar was
 * made, an id that only the saving tool knew): the calendar is based on the project's calendar instead, as
 * MS Project and P6 do when the base is gone, or stands alone on the standard week when it is that
 * calendar itself. Mends `calendars` in place.
 */
export function mendBaseCalendars(calendars: CalendarDef[], projectCalendarId: string | undefined, warnings: ReadWarnings): void {
  const byId = new Map(calendars.map((c) => [c.id, c]));
  for (const calendar of calendars) {
    if (calendar.baseCalendarId === undefined || !brokenBase(calendar, byId)) continue;
    const missing = calendar.baseCalendarId;
    const fallback = projectCalendarId === undefined ? undefined : byId.get(projectCalendarId);
    calendar.baseCalendarId = fallback?.id;
    if (!fallback || brokenBase(calendar, byId)) standAlone(calendar);
    warnings.add(
      'calendar-base-missing',
      (n) => `${counted(n, 'calendar')} named a base calendar that is not in the file; ${n === 1 ? 'it' : 'they'} ${were(n)} based on the project calendar`,
      `${calendar.name} (base ${missing})`,
    );
  }
}
