import { DEFAULT_SHIFTS, compileCalendars } from '../calendar/calendar-compiler';
import { dayOf, weekdayOf } from '../calendar/civil-date';
import { exceptionDays } from '../calendar/exception-days';
import type { CalendarDef, ScheduleModel, Shift } from '../model';

/** A calendar as P6 stores it: a week (or none, to take the base's) and single exception days. */
export interface P6WorkingTime {
  /** Sunday first; null leaves the whole week to the base calendar. */
  week: Shift[][] | null;
  /** Day number (days since 1970-01-01) to its working periods; none = holiday. */
  exceptions: Map<number, Shift[]>;
}

const copy = (shifts: readonly Shift[]): Shift[] => shifts.map((s) => ({ from: s.from, to: s.to }));

function weekShifts(calendar: CalendarDef, weekday: number, byId: Map<string, CalendarDef>): Shift[] | undefined {
  const seen = new Set<string>();
  for (let at: CalendarDef | undefined = calendar; at && !seen.has(at.id); at = at.baseCalendarId ? byId.get(at.baseCalendarId) : undefined) {
    seen.add(at.id);
    const day = at.week[weekday];
    if (day) return day.working ? copy(day.shifts.length > 0 ? day.shifts : DEFAULT_SHIFTS) : [];
  }
  return undefined;
}

/**
 * P6 has neither recurring exceptions nor working exceptions "on the usual hours": recurrences and ranges
 * become single days (a later exception wins the day, as the engine reads them), and a working day without
 * hours gets the weekday's hours, or the standard day when the weekday does not work.
 */
function ownWorkingTime(calendar: CalendarDef, byId: Map<string, CalendarDef>): P6WorkingTime {
  const inherits = calendar.baseCalendarId !== undefined;
  // P6 takes a calendar's week whole from itself or whole from its base: a partly inherited week is resolved.
  const week = calendar.week.every((d) => d === null) && inherits ? null : calendar.week.map((_, weekday) => weekShifts(calendar, weekday, byId) ?? []);
  const exceptions = new Map<number, Shift[]>();
  for (const exception of calendar.exceptions) {
    for (const day of exceptionDays(exception)) {
      if (!exception.working) exceptions.set(day, []);
      else if (exception.shifts.length > 0) exceptions.set(day, copy(exception.shifts));
      else {
        const usual = weekShifts(calendar, weekdayOf(day), byId);
        exceptions.set(day, usual && usual.length > 0 ? usual : copy(DEFAULT_SHIFTS));
      }
    }
  }
  return { week, exceptions };
}

/** Days over which a combined calendar is laid out: the schedule's span with a year to spare. */
function scheduleSpan(model: ScheduleModel): [number, number] {
  const dates = [model.options.projectStart, model.options.projectFinish ?? model.options.projectStart];
  for (const a of model.activities) {
    for (const value of [a.stored?.finish, a.stored?.lateFinish, a.constraint?.date, a.progress?.actualFinish]) if (value !== undefined) dates.push(value);
  }
  return [dayOf(Math.min(...dates)) - 31, dayOf(Math.max(...dates)) + 366];
}

const asShifts = (intervals: readonly number[]): Shift[] => {
  const shifts: Shift[] = [];
  for (let i = 0; i + 1 < intervals.length; i += 2) shifts.push({ from: intervals[i]!, to: intervals[i + 1]! });
  return shifts;
};

/**
 * A calendar made of others (MS Project resources working a task) exists in P6 only as its result: each weekday
 * gets the hours it has most often over the schedule's span, and the days that differ become exceptions.
 */
function combinedWorkingTime(calendar: CalendarDef, model: ScheduleModel): P6WorkingTime {
  const compiled = compileCalendars(model.calendars).get(calendar.id)!;
  const [first, last] = scheduleSpan(model);
  const counts = [0, 1, 2, 3, 4, 5, 6].map(() => new Map<string, number>());
  const days: { day: number; key: string }[] = [];
  for (let day = first; day <= last; day++) {
    const key = compiled.dayIntervals(day).join(',');
    const tally = counts[weekdayOf(day)]!;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    days.push({ day, key });
  }
  const usual = counts.map((tally) => [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '');
  const parse = (key: string): Shift[] => asShifts(key === '' ? [] : key.split(',').map(Number));
  const exceptions = new Map<number, Shift[]>();
  for (const { day, key } of days) if (key !== usual[weekdayOf(day)]) exceptions.set(day, parse(key));
  return { week: usual.map(parse), exceptions };
}

export function p6WorkingTime(calendar: CalendarDef, model: ScheduleModel): P6WorkingTime {
  if (calendar.combine && calendar.combine.calendarIds.length > 0) return combinedWorkingTime(calendar, model);
  return ownWorkingTime(calendar, new Map(model.calendars.map((c) => [c.id, c])));
}
