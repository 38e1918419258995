import type { CalendarException, Recurrence } from '../model';
import { dayFromIsoDate, dayFromYmd, daysInMonth, weekdayOf, ymdOf } from './civil-date';

/** Guards against unbounded recurrences (no occurrence count, far-away end). */
const MAX_OCCURRENCES = 100_000;

/** The days an exception covers: every day of its range, or the days its recurrence falls on. */
export function exceptionDays(exception: CalendarException): number[] {
  const first = dayFromIsoDate(exception.fromDate);
  const last = dayFromIsoDate(exception.toDate);
  if (!exception.recurrence) {
    const days: number[] = [];
    for (let day = first; day <= last && days.length < MAX_OCCURRENCES; day++) days.push(day);
    return days;
  }
  const limit = exception.occurrences && exception.occurrences > 0 ? exception.occurrences : MAX_OCCURRENCES;
  // With an occurrence count the range end does not stop the series (MS Project stores an indicative end).
  const lastDay = exception.occurrences && exception.occurrences > 0 ? Number.POSITIVE_INFINITY : last;
  return recurrenceDays(exception.recurrence, first, lastDay, limit);
}

function recurrenceDays(recurrence: Recurrence, first: number, last: number, limit: number): number[] {
  const days: number[] = [];
  const accept = (day: number): boolean => {
    if (day < first) return true;
    if (day > last || days.length >= limit) return false;
    days.push(day);
    return true;
  };
  const start = ymdOf(first);
  switch (recurrence.kind) {
    case 'daily': {
      const every = Math.max(1, recurrence.every);
      for (let day = first; accept(day); day += every);
      return days;
    }
    case 'weekly': {
      const every = Math.max(1, recurrence.every);
      const weekdays = [...new Set(recurrence.daysOfWeek)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
      if (weekdays.length === 0) return days;
      const firstSunday = first - weekdayOf(first);
      for (let week = firstSunday; ; week += 7 * every) {
        for (const weekday of weekdays) if (!accept(week + weekday)) return days;
      }
    }
    case 'monthlyByDay': {
      const every = Math.max(1, recurrence.every);
      for (let index = 0; ; index += every) {
        const { year, month } = monthAt(start.year, start.month, index);
        const dayOfMonth = Math.min(recurrence.day, daysInMonth(year, month));
        if (!accept(dayFromYmd(year, month, dayOfMonth))) return days;
      }
    }
    case 'monthlyByPosition': {
      const every = Math.max(1, recurrence.every);
      for (let index = 0; ; index += every) {
        const { year, month } = monthAt(start.year, start.month, index);
        if (!accept(positionalDay(year, month, recurrence.position, recurrence.dayOfWeek))) return days;
      }
    }
    case 'yearlyByDay':
      for (let year = start.year; ; year++) {
        const dayOfMonth = Math.min(recurrence.day, daysInMonth(year, recurrence.month));
        if (!accept(dayFromYmd(year, recurrence.month, dayOfMonth))) return days;
      }
    case 'yearlyByPosition':
      for (let year = start.year; ; year++) {
        if (!accept(positionalDay(year, recurrence.month, recurrence.position, recurrence.dayOfWeek))) return days;
      }
  }
}

function monthAt(year: number, month: number, offset: number): { year: number; month: number } {
  const zeroBased = year * 12 + (month - 1) + offset;
  return { year: Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

/** The n-th (1..4) or last (5) given weekday of a month. */
export function positionalDay(year: number, month: number, position: number, dayOfWeek: number): number {
  if (position >= 5) {
    const lastDay = dayFromYmd(year, month, daysInMonth(year, month));
    return lastDay - ((weekdayOf(lastDay) - dayOfWeek + 7) % 7);
  }
  const firstDay = dayFromYmd(year, month, 1);
  return firstDay + ((dayOfWeek - weekdayOf(firstDay) + 7) % 7) + (Math.max(1, position) - 1) * 7;
}
