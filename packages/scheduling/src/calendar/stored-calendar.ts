import type { CalendarDef, CalendarException, Recurrence, Shift } from '../model';
import { dayFromIsoDate, weekdayOf } from './civil-date';

/**
 * A calendar as the product stores it (spec part 2 §3): seven working-day flags (Sunday first), `HH:mm` shifts, and
 * exceptions that may recur DAILY (every day of the range), WEEKLY, MONTHLY or YEARLY (the day of `fromDate`).
 */
export interface StoredCalendar {
  id: string;
  name: string;
  workingDays: readonly number[];
  shifts: readonly StoredShift[];
  exceptions: readonly StoredCalendarException[];
}
export interface StoredShift {
  start: string;
  end: string;
}
export interface StoredCalendarException {
  name: string;
  fromDate: string;
  toDate: string;
  every: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  working: boolean;
  shifts: readonly StoredShift[];
}

/** The days recurring exceptions are expanded over (spec 5: one year either side of the master plan). */
export interface RecurrenceWindow {
  fromDate: string;
  toDate: string;
}

function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** `24:00` ends the day; an end at or before the start is a night shift that crosses midnight. */
export function toShifts(shifts: readonly StoredShift[]): Shift[] {
  return shifts.map((shift) => ({ from: minuteOfDay(shift.start), to: minuteOfDay(shift.end) }));
}

function shiftLength(shift: Shift): number {
  return (shift.to - shift.from + 1440) % 1440 || 1440;
}

function addYears(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4, 10)}`;
}

/** One year before the plan's first day to one year after its last (stored dates; the engine may move them a little). */
export function recurrenceWindow(dates: readonly string[], today: string): RecurrenceWindow {
  const days = dates.map((date) => date.slice(0, 10)).filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
  const first = days.reduce((min, day) => (day < min ? day : min), days[0] ?? today);
  const last = days.reduce((max, day) => (day > max ? day : max), days[0] ?? today);
  return { fromDate: addYears(first, -1), toDate: addYears(last, 1) };
}

/** The engine's recurrence for a stored one: the day of fromDate repeats every week, month or year. */
export function recurrenceOf(exception: Pick<StoredCalendarException, 'fromDate' | 'every'>): Recurrence | undefined {
  const [, month, day] = exception.fromDate.split('-').map(Number);
  switch (exception.every) {
    case 'DAILY':
      return undefined;
    case 'WEEKLY':
      return { kind: 'weekly', every: 1, daysOfWeek: [weekdayOf(dayFromIsoDate(exception.fromDate))] };
    case 'MONTHLY':
      return { kind: 'monthlyByDay', every: 1, day: day ?? 1 };
    case 'YEARLY':
      return { kind: 'yearlyByDay', month: month ?? 1, day: day ?? 1 };
  }
}

/**
 * A stored exception as the engine's: a workable day without shifts of its own works the calendar's shifts, and a
 * recurring one is kept to the window so a series "until 2100" costs a few years of days. Null when nothing is left.
 */
export function toEngineException(exception: StoredCalendarException, calendarShifts: readonly Shift[], window: RecurrenceWindow): CalendarException | null {
  const recurrence = recurrenceOf(exception);
  const shifts = exception.working ? (exception.shifts.length > 0 ? toShifts(exception.shifts) : [...calendarShifts]) : [];
  const base = { name: exception.name, working: exception.working, shifts };
  if (recurrence === undefined) return { ...base, fromDate: exception.fromDate, toDate: exception.toDate };
  // Every recurrence repeats each week, month or year, so the series may start at the window without changing its days.
  const fromDate = exception.fromDate > window.fromDate ? exception.fromDate : window.fromDate;
  const toDate = exception.toDate < window.toDate ? exception.toDate : window.toDate;
  if (toDate < fromDate) return null;
  return { ...base, fromDate, toDate, recurrence };
}

/** A stored calendar as the engine's definition: the shifts on each working weekday, the exceptions over the window. */
export function toCalendarDef(calendar: StoredCalendar, window: RecurrenceWindow): CalendarDef {
  const shifts = toShifts(calendar.shifts);
  const workingMinutes = shifts.reduce((sum, shift) => sum + shiftLength(shift), 0);
  const workingDays = calendar.workingDays.filter((flag) => flag === 1).length;
  return {
    id: calendar.id,
    name: calendar.name,
    week: calendar.workingDays.map((flag) => ({ working: flag === 1, shifts: flag === 1 ? shifts : [] })),
    exceptions: calendar.exceptions.flatMap((exception) => toEngineException(exception, shifts, window) ?? []),
    // A 24-hour calendar's day is 24 hours, so "1 day" of duration is a whole day there.
    hoursPerDay: workingMinutes / 60,
    hoursPerWeek: (workingMinutes / 60) * workingDays,
  };
}
