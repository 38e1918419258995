import type { CalendarDef, Shift } from '../model';
import { MINUTES_PER_DAY, weekdayOf } from './civil-date';
import { exceptionDays } from './exception-days';
import { WorkingCalendar, type DayIntervalSource, type DayIntervals } from './working-calendar';

/** MS Project's and P6's standard day, used where a working day or exception gives no hours. */
export const DEFAULT_SHIFTS: readonly Shift[] = [
  { from: 8 * 60, to: 12 * 60 },
  { from: 13 * 60, to: 17 * 60 },
];

export const TWENTY_FOUR_HOUR_CALENDAR_ID = '__24h__';

/** A calendar where every minute works (P6's 24-hour lag calendar, elapsed durations). */
export function twentyFourHourCalendar(): WorkingCalendar {
  const whole: DayIntervals = [0, MINUTES_PER_DAY];
  return new WorkingCalendar(TWENTY_FOUR_HOUR_CALENDAR_ID, '24 hours', () => whole, 1440, 10080);
}

/** Compiles calendar definitions, resolving base calendars and combinations. */
export function compileCalendars(defs: readonly CalendarDef[]): Map<string, WorkingCalendar> {
  const byId = new Map(defs.map((def) => [def.id, def]));
  const shiftSources = new Map<string, ShiftSource>();
  const compiled = new Map<string, WorkingCalendar>();

  const shiftSource = (id: string, path: string[]): ShiftSource => {
    const existing = shiftSources.get(id);
    if (existing) return existing;
    const def = byId.get(id);
    if (!def) throw new Error(`unknown calendar "${id}"${path.length ? ` (base of "${path[path.length - 1]}")` : ''}`);
    if (path.includes(id)) throw new Error(`calendar "${id}" is its own base: ${[...path, id].join(' -> ')}`);
    const base = def.baseCalendarId !== undefined && def.baseCalendarId !== '' ? shiftSource(def.baseCalendarId, [...path, id]) : undefined;
    const source = new ShiftSource(def, base);
    shiftSources.set(id, source);
    return source;
  };

  const calendar = (id: string, path: string[]): WorkingCalendar => {
    const existing = compiled.get(id);
    if (existing) return existing;
    const def = byId.get(id);
    if (!def) throw new Error(`unknown calendar "${id}"`);
    if (path.includes(id)) throw new Error(`calendar "${id}" combines itself: ${[...path, id].join(' -> ')}`);
    let days: DayIntervalSource;
    if (def.combine && def.combine.calendarIds.length > 0) {
      const parts = def.combine.calendarIds.map((partId) => calendar(partId, [...path, id]));
      const combineDays = def.combine.mode === 'union' ? unionIntervals : intersectIntervals;
      days = (day) => combineDays(parts.map((part) => part.dayIntervals(day)));
    } else {
      const shifts = shiftSource(id, []);
      days = (day) => shifts.dayIntervals(day);
    }
    const minutesPerDay = Math.round((def.hoursPerDay ?? 8) * 60);
    const minutesPerWeek = Math.round((def.hoursPerWeek ?? (def.hoursPerDay ?? 8) * 5) * 60);
    const result = new WorkingCalendar(def.id, def.name, days, minutesPerDay, minutesPerWeek);
    compiled.set(id, result);
    return result;
  };

  for (const def of defs) calendar(def.id, []);
  return compiled;
}

/** The shifts each day of one calendar definition starts, following its base calendar chain. */
class ShiftSource {
  /** Per day: the exception's shifts, [] for a holiday, or null for "working, with the normal hours". */
  private readonly exceptions = new Map<number, readonly Shift[] | null>();

  constructor(
    private readonly def: CalendarDef,
    private readonly base: ShiftSource | undefined,
  ) {
    // Later exceptions win over earlier ones on the same day, as in the files' own order of editing.
    for (const exception of def.exceptions) {
      const shifts = exception.working ? (exception.shifts.length > 0 ? exception.shifts : null) : [];
      for (const day of exceptionDays(exception)) this.exceptions.set(day, shifts);
    }
  }

  /** Shifts that start on the day: own exception, then the base calendars' exceptions, then the week. */
  shiftsStarting(day: number): readonly Shift[] {
    const exception = this.exception(day);
    if (exception === null) {
      const normal = this.weekShifts(weekdayOf(day));
      return normal && normal.length > 0 ? normal : DEFAULT_SHIFTS;
    }
    return exception ?? this.weekShifts(weekdayOf(day)) ?? [];
  }

  /** The day's working periods, with the part of a night shift that began the day before. */
  dayIntervals(day: number): DayIntervals {
    const pairs: number[] = [];
    for (const shift of this.shiftsStarting(day - 1)) {
      if (shift.to <= shift.from && shift.to > 0) pairs.push(0, shift.to);
    }
    for (const shift of this.shiftsStarting(day)) {
      pairs.push(shift.from, shift.to <= shift.from ? MINUTES_PER_DAY : shift.to);
    }
    return mergeIntervals(pairs);
  }

  private exception(day: number): readonly Shift[] | null | undefined {
    const own = this.exceptions.get(day);
    return own !== undefined ? own : this.base?.exception(day);
  }

  /** undefined when no calendar in the chain defines the weekday; [] when it is non-working. */
  private weekShifts(weekday: number): readonly Shift[] | undefined {
    const hours = this.def.week[weekday];
    if (hours) {
      if (!hours.working) return [];
      return hours.shifts.length > 0 ? hours.shifts : DEFAULT_SHIFTS;
    }
    return this.base?.weekShifts(weekday);
  }
}

function mergeIntervals(pairs: number[]): DayIntervals {
  if (pairs.length <= 2) return pairs[0] === pairs[1] ? [] : pairs;
  const order: [number, number][] = [];
  for (let k = 0; k + 1 < pairs.length; k += 2) if (pairs[k + 1]! > pairs[k]!) order.push([pairs[k]!, pairs[k + 1]!]);
  order.sort((x, y) => x[0] - y[0]);
  const merged: number[] = [];
  for (const [from, to] of order) {
    const last = merged.length - 1;
    if (last > 0 && from <= merged[last]!) merged[last] = Math.max(merged[last]!, to);
    else merged.push(from, to);
  }
  return merged;
}

function unionIntervals(days: DayIntervals[]): DayIntervals {
  return mergeIntervals(days.flatMap((day) => [...day]));
}

function intersectIntervals(days: DayIntervals[]): DayIntervals {
  let current: DayIntervals = days[0] ?? [];
  for (let d = 1; d < days.length; d++) {
    const other = days[d]!;
    const result: number[] = [];
    for (let i = 0; i + 1 < current.length; i += 2) {
      for (let j = 0; j + 1 < other.length; j += 2) {
        const from = Math.max(current[i]!, other[j]!);
        const to = Math.min(current[i + 1]!, other[j + 1]!);
        if (to > from) result.push(from, to);
      }
    }
    current = mergeIntervals(result);
  }
  return current;
}
