import type { Calendar } from '@tenon/contracts';
import type { TaktWorkingDays } from '@tenon/lean';
import { compileCalendars, toCalendarDef, type RecurrenceWindow } from '@tenon/scheduling';

/**
 * The schedule's calendar as the scheduling engine compiles it for the master plan (working weekdays, holidays and
 * workable days, recurring ones kept to `window`), so the takt plan skips the same days as the master plan.
 */
export function taktWorkingDaysOf(calendar: Calendar, window: RecurrenceWindow): TaktWorkingDays {
  return compileCalendars([toCalendarDef(calendar, window)]).get(calendar.id)!;
}
