import type { CalendarDef, CalendarException, Recurrence, Shift, WeekDayHours } from '../model';
import { defaultWeekDay, DEFAULT_SHIFTS } from './model-checks';
import { expandMonthlyPosition, type MonthDayKind } from './recurrence-expansion';
import { dateOf, parseTimeOfDay } from './wall-clock';
import { counted, were } from './read-warnings';
import { dateField, flagField, numberField, skipUnreadable, xmlError } from './xml-fields';
import { child, childText, descendants, type XmlElement } from './xml-tree';

/** MSPDI WorkingTimes: a ToTime of 00:00 ends the day at midnight. */
function readShifts(container: XmlElement): Shift[] {
  return descendants(container, ['WorkingTimes', 'WorkingTime']).flatMap((time) => {
    const fromText = childText(time, 'FromTime');
    const toText = childText(time, 'ToTime');
    if (fromText === undefined && toText === undefined) return [];
    const from = fromText === undefined ? undefined : parseTimeOfDay(fromText);
    const to = toText === undefined ? undefined : parseTimeOfDay(toText);
    if (from === undefined || to === undefined) {
      skipUnreadable(time, `unreadable working time ${fromText}-${toText}`, 'unreadable-working-time', (count) => `${counted(count, 'working time')} without a readable start and end ${were(count)} left out of ${count === 1 ? 'its calendar' : 'their calendars'}`);
      return [];
    }
    return [{ from, to: to === 0 ? 1440 : to }];
  });
}

function readDayHours(day: XmlElement): WeekDayHours {
  const working = flagField(day, 'DayWorking') ?? false;
  if (!working) return { working: false, shifts: [] };
  const shifts = readShifts(day);
  return { working: true, shifts: shifts.length > 0 ? shifts : DEFAULT_SHIFTS.map((s) => ({ ...s })) };
}

/** An exception's days; undefined (skipped with a warning) when they cannot be read. */
function timePeriod(element: XmlElement): { fromDate: string; toDate: string } | undefined {
  const period = child(element, 'TimePeriod');
  const from = period ? dateField(period, 'FromDate') : undefined;
  const to = period ? dateField(period, 'ToDate') : undefined;
  if (from === undefined || to === undefined) {
    return skipUnreadable(element, 'TimePeriod needs FromDate and ToDate', 'exception-without-dates', (count) => `${counted(count, 'calendar exception')} without readable dates ${were(count)} skipped`);
  }
  return { fromDate: dateOf(from), toDate: dateOf(to) };
}

/** MonthItem: 0 day, 1 weekday, 2 weekend day, 3..9 Sunday..Saturday. MonthPosition: 0..3 first..fourth, 4 last. */
function monthItem(exception: XmlElement): { dayOfWeek?: number; kind?: MonthDayKind; position: number } {
  const item = numberField(exception, 'MonthItem') ?? 3;
  const position = (numberField(exception, 'MonthPosition') ?? 0) + 1;
  if (item >= 3 && item <= 9) return { dayOfWeek: item - 3, position };
  const kinds: MonthDayKind[] = ['day', 'weekday', 'weekendDay'];
  const kind = kinds[item];
  if (!kind) throw xmlError(exception, `MonthItem ${item} is not a known day`);
  return { kind, position };
}

/** One MS Project 2007+ calendar exception, with its recurrence. */
function readException(exception: XmlElement): CalendarException[] {
  const period = timePeriod(exception);
  if (period === undefined) return [];
  const { fromDate, toDate } = period;
  const working = flagField(exception, 'DayWorking') ?? false;
  const base: CalendarException = { fromDate, toDate, working, shifts: working ? readShifts(exception) : [] };
  const name = childText(exception, 'Name');
  if (name !== undefined) base.name = name;
  const occurrences = numberField(exception, 'Occurrences');
  const type = numberField(exception, 'Type') ?? 1;
  const every = Math.max(1, numberField(exception, 'Period') ?? 1);
  const withRecurrence = (recurrence: Recurrence): CalendarException[] => [
    { ...base, recurrence, ...(occurrences !== undefined ? { occurrences } : {}) },
  ];
  switch (type) {
    case 1:
      // Daily every day: the exception covers its whole period.
      return [base];
    case 7:
      return withRecurrence({ kind: 'daily', every });
    case 6: {
      const mask = numberField(exception, 'DaysOfWeek') ?? 0;
      const daysOfWeek = [0, 1, 2, 3, 4, 5, 6].filter((d) => (mask & (1 << d)) !== 0);
      if (daysOfWeek.length === 0) throw xmlError(exception, 'weekly exception without DaysOfWeek');
      return withRecurrence({ kind: 'weekly', every, daysOfWeek });
    }
    case 4:
      return withRecurrence({ kind: 'monthlyByDay', every, day: numberField(exception, 'MonthDay') ?? 1 });
    case 2: {
      const month = (numberField(exception, 'Month') ?? 0) + 1;
      return withRecurrence({ kind: 'yearlyByDay', month, day: numberField(exception, 'MonthDay') ?? 1 });
    }
    case 5:
    case 3: {
      const { dayOfWeek, kind, position } = monthItem(exception);
      const month = type === 3 ? numberField(exception, 'Month') ?? 0 : undefined;
      if (dayOfWeek !== undefined) {
        return withRecurrence(
          month === undefined
            ? { kind: 'monthlyByPosition', every, position, dayOfWeek }
            : { kind: 'yearlyByPosition', month: month + 1, position, dayOfWeek },
        );
      }
      const dates = expandMonthlyPosition({
        fromDate,
        toDate,
        everyMonths: month === undefined ? every : 12,
        position,
        kind: kind ?? 'day',
        ...(month !== undefined ? { month } : {}),
        ...(occurrences !== undefined ? { occurrences } : {}),
      });
      return dates.map((date) => ({ ...base, fromDate: date, toDate: date }));
    }
    default:
      throw xmlError(exception, `exception Type ${type} is not a known recurrence`);
  }
}

/** A work week (MS Project 2007+) holds for its period: as weekly exceptions, one per defined weekday. */
function readWorkWeek(workWeek: XmlElement): CalendarException[] {
  const period = timePeriod(workWeek);
  if (period === undefined) return [];
  const { fromDate, toDate } = period;
  const name = childText(workWeek, 'Name');
  return descendants(workWeek, ['WeekDays', 'WeekDay']).flatMap((day): CalendarException[] => {
    const dayType = numberField(day, 'DayType');
    if (dayType === undefined || dayType < 1 || dayType > 7) {
      skipUnreadable(day, `work week DayType ${dayType} is not a weekday`, 'weekday-unknown', (count) => `${counted(count, 'calendar weekday')} of no known day ${were(count)} skipped`);
      return [];
    }
    const hours = readDayHours(day) ?? { working: false, shifts: [] };
    return [{
      ...(name !== undefined ? { name } : {}),
      fromDate,
      toDate,
      working: hours.working,
      shifts: hours.shifts,
      recurrence: { kind: 'weekly', every: 1, daysOfWeek: [dayType - 1] },
    }];
  });
}

/** A calendar of the file; undefined for one without a UID (skipped with a warning: nothing can point at it). */
export function readMspdiCalendar(calendar: XmlElement): CalendarDef | undefined {
  const id = childText(calendar, 'UID');
  if (id === undefined) return skipUnreadable(calendar, 'calendar without UID', 'calendar-without-uid', (count) => `${counted(count, 'calendar')} without a UID ${were(count)} skipped`);
  const baseUid = childText(calendar, 'BaseCalendarUID');
  // Base calendars carry a BaseCalendarUID too (0 from Project 2013 on, -1 before): it means none.
  const derived = flagField(calendar, 'IsBaseCalendar') !== true && baseUid !== undefined && baseUid !== '-1';
  const week: WeekDayHours[] = [null, null, null, null, null, null, null];
  const legacyExceptions: CalendarException[] = [];
  for (const day of descendants(calendar, ['WeekDays', 'WeekDay'])) {
    const dayType = numberField(day, 'DayType');
    if (dayType === 0) {
      // Before Project 2007 exceptions were weekdays of type 0 with a period.
      const period = timePeriod(day);
      if (period === undefined) continue;
      const hours = readDayHours(day) ?? { working: false, shifts: [] };
      legacyExceptions.push({ ...period, working: hours.working, shifts: hours.shifts });
    } else if (dayType !== undefined && dayType >= 1 && dayType <= 7) {
      week[dayType - 1] = readDayHours(day);
    } else {
      skipUnreadable(day, `DayType ${dayType} is not a weekday`, 'weekday-unknown', (count) => `${counted(count, 'calendar weekday')} of no known day ${were(count)} skipped`);
    }
  }
  if (!derived) for (let d = 0; d < 7; d++) week[d] ??= defaultWeekDay(d);
  const workWeeks = descendants(calendar, ['WorkWeeks', 'WorkWeek']).flatMap(readWorkWeek);
  // Project 2007+ writes its exceptions twice: as Exceptions and, for older readers, as type-0 weekdays.
  const modern = descendants(calendar, ['Exceptions', 'Exception']);
  const exceptions = modern.length > 0 ? modern.flatMap(readException) : legacyExceptions;
  const def: CalendarDef = {
    id,
    name: childText(calendar, 'Name') ?? `Calendar ${id}`,
    week,
    // Work weeks first: an exception day overrides the work week it falls in.
    exceptions: [...workWeeks, ...exceptions],
  };
  if (derived) def.baseCalendarId = baseUid;
  return def;
}
