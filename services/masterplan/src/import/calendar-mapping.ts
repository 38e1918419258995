import { exceptionDays, isoFromMinutes, MINUTES_PER_DAY, type CalendarDef, type Shift as EngineShift, type WeekDayHours } from '@tenon/scheduling';
import { counted, type ReadWarnings } from '@tenon/scheduling/readers';
import type { CalendarRecord, Shift } from '../calendars/calendars.repository';

/** A calendar of the file in the product's terms, before it belongs to a schedule. */
export type ImportedCalendar = Omit<CalendarRecord, 'scheduleId'>;

/** The days a recurring holiday is written out over: the plan's span and a year either side (spec 2 §5). */
export interface PlanWindow {
  fromDay: number;
  toDay: number;
}

const STANDARD_DAY: EngineShift[] = [
  { from: 8 * 60, to: 12 * 60 },
  { from: 13 * 60, to: 17 * 60 },
];

const clock = (minuteOfDay: number): string => {
  const minutes = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  // A shift that ends at midnight ends the day: 24:00, as the product writes it.
  if (minutes === 0 && minuteOfDay >= MINUTES_PER_DAY) return '24:00';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const toShifts = (shifts: readonly EngineShift[]): Shift[] => shifts.map((shift) => ({ start: clock(shift.from), end: clock(shift.to) }));
const sameShifts = (a: readonly EngineShift[], b: readonly EngineShift[]) => a.length === b.length && a.every((s, i) => s.from === b[i]?.from && s.to === b[i]?.to);
const isoDay = (day: number): string => isoFromMinutes(day * MINUTES_PER_DAY).slice(0, 10);

/** A weekday's hours, following the base calendars for days the calendar inherits. */
function weekOf(calendar: CalendarDef, byId: ReadonlyMap<string, CalendarDef>): Array<{ working: boolean; shifts: EngineShift[] }> {
  const days: WeekDayHours[] = [...calendar.week];
  const seen = new Set([calendar.id]);
  for (let base = calendar.baseCalendarId; base !== undefined && !seen.has(base); base = byId.get(base)?.baseCalendarId) {
    seen.add(base);
    const baseWeek = byId.get(base)?.week ?? [];
    for (let day = 0; day < 7; day++) days[day] ??= baseWeek[day] ?? null;
  }
  // A day nobody defines works the standard hours on weekdays, as MS Project's and P6's standard calendars do.
  return Array.from({ length: 7 }, (_, day) => days[day] ?? (day === 0 || day === 6 ? { working: false, shifts: [] } : { working: true, shifts: STANDARD_DAY }));
}

/** Consecutive days as one range, so a year of a daily exception stays one row. */
function dayRanges(days: readonly number[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const day of [...new Set(days)].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && last[1] === day - 1) last[1] = day;
    else ranges.push([day, day]);
  }
  return ranges;
}

/**
 * The product keeps one set of hours for every working day of a calendar, and exceptions as plain date ranges:
 * a file's calendar is brought to that, and what does not fit is counted in `warnings`.
 */
export function mapCalendar(calendar: CalendarDef, byId: ReadonlyMap<string, CalendarDef>, id: string, isDefault: boolean, window: PlanWindow, warnings: ReadWarnings): ImportedCalendar {
  let source = calendar;
  if (calendar.combine !== undefined) {
    // Union and intersection calendars come from resources worked together; the first one is the closest single calendar.
    source = byId.get(calendar.combine.calendarIds[0] ?? '') ?? calendar;
    warnings.add('calendar-combined', (n) => `${counted(n, 'combined calendar')} (resources worked together) ${n === 1 ? 'was' : 'were'} replaced by the first calendar combined`, calendar.name);
  }
  const week = weekOf(source, byId);
  const working = week.filter((day) => day.working);
  const hours = working[0]?.shifts.length ? working[0].shifts : STANDARD_DAY;
  if (working.some((day) => !sameShifts(day.shifts, hours))) {
    warnings.add('calendar-hours-vary', (n) => `${counted(n, 'calendar')} with different hours on different weekdays now ${n === 1 ? 'works the hours of its' : 'work the hours of their'} first working day on every working day`, calendar.name);
  }
  const exceptions: ImportedCalendar['exceptions'] = [];
  for (const exception of collectExceptions(source, byId)) {
    const shifts = toShifts(exception.working ? exception.shifts : []);
    const name = exception.name ?? '';
    if (exception.recurrence === undefined) {
      exceptions.push({ name, fromDate: exception.fromDate, toDate: exception.toDate, every: 'DAILY', working: exception.working, shifts, source: 'manual' });
      continue;
    }
    const days = exceptionDays(exception).filter((day) => day >= window.fromDay && day <= window.toDay);
    for (const [from, to] of dayRanges(days)) exceptions.push({ name, fromDate: isoDay(from), toDate: isoDay(to), every: 'DAILY', working: exception.working, shifts, source: 'manual' });
    warnings.add('calendar-recurrence-expanded', (n) => `${counted(n, 'recurring calendar exception')} ${n === 1 ? 'was' : 'were'} written out as dates from a year before the plan to a year after it`, calendar.name);
  }
  return { id, name: calendar.name.trim() || `Calendar ${calendar.id}`, isDefault, workingDays: week.map((day) => (day.working ? 1 : 0)), shifts: toShifts(hours), exceptions };
}

/** A derived calendar keeps its base's holidays unless it says otherwise for the same days (its own come first). */
function collectExceptions(calendar: CalendarDef, byId: ReadonlyMap<string, CalendarDef>): CalendarDef['exceptions'] {
  const exceptions = [...calendar.exceptions];
  const seen = new Set([calendar.id]);
  for (let base = calendar.baseCalendarId; base !== undefined && !seen.has(base); base = byId.get(base)?.baseCalendarId) {
    seen.add(base);
    const own = new Set(exceptions.map((e) => `${e.fromDate}:${e.toDate}`));
    exceptions.push(...(byId.get(base)?.exceptions ?? []).filter((e) => !own.has(`${e.fromDate}:${e.toDate}`)));
  }
  return exceptions;
}
