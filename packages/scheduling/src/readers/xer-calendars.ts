import type { CalendarDef } from '../model';
import { defaultWeekDay } from './model-checks';
import { counted, were, type ReadWarnings } from './read-warnings';
import { rowsOf } from './xer-row-fields';
import { readXerCalendarData, type XerCalendarData } from './xer-calendar-data';
import type { XerTable } from './xer-tables';

export interface XerCalendars {
  calendars: CalendarDef[];
  /** Hours per day and per week of each calendar, for the project's conversions. */
  hours: Map<string, [number, number]>;
  /** The calendar P6 marks as the database default. */
  defaultFlagged?: string;
}

const STANDARD_WEEK = (): CalendarDef['week'] => [0, 1, 2, 3, 4, 5, 6].map(defaultWeekDay);

/**
 * The CALENDAR table. Calendar data P6 cannot have meant (cut short, garbled by a text editor) leaves the
 * calendar on its base's week, or on P6's standard week when it has no base, as P6 shows such a calendar.
 */
export function readXerCalendars(tables: Map<string, XerTable>, warnings: ReadWarnings): XerCalendars {
  const result: XerCalendars = { calendars: [], hours: new Map() };
  for (const row of rowsOf(tables, 'CALENDAR')) {
    const id = row.text('clndr_id');
    if (id === undefined || result.hours.has(id)) {
      warnings.add('calendar-without-id', (n) => `${counted(n, 'calendar row')} without an id of its own ${were(n)} skipped`, `line ${row.row.line}`);
      continue;
    }
    const name = row.text('clndr_name') ?? `Calendar ${id}`;
    const baseId = row.text('base_clndr_id');
    let data: XerCalendarData = { week: null, exceptions: [] };
    const text = row.text('clndr_data');
    if (text !== undefined) {
      try {
        data = readXerCalendarData(text);
      } catch {
        warnings.add(
          'calendar-data-unreadable',
          (n) => `${counted(n, 'calendar')} had unreadable calendar data and ${were(n)} given ${n === 1 ? 'its' : 'their'} base or the standard week`,
          `${name} (${id})`,
        );
      }
    }
    const calendar: CalendarDef = {
      id,
      name,
      week: data.week ?? (baseId ? [null, null, null, null, null, null, null] : STANDARD_WEEK()),
      exceptions: data.exceptions,
    };
    if (baseId) calendar.baseCalendarId = baseId;
    const perDay = row.number('day_hr_cnt');
    const perWeek = row.number('week_hr_cnt');
    if (perDay !== undefined) calendar.hoursPerDay = perDay;
    if (perWeek !== undefined) calendar.hoursPerWeek = perWeek;
    result.hours.set(id, [perDay ?? 8, perWeek ?? 40]);
    if (result.defaultFlagged === undefined && row.flag('default_flag') === true) result.defaultFlagged = id;
    result.calendars.push(calendar);
  }
  return result;
}

/** P6's own standard calendar, for an export that carries none. */
export function standardXerCalendar(): CalendarDef {
  return { id: 'standard', name: 'Standard', week: STANDARD_WEEK(), exceptions: [], hoursPerDay: 8, hoursPerWeek: 40 };
}
