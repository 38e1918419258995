import type { CalendarDef, CalendarException, Recurrence, ScheduleModel, Shift } from '../model';
import { isoFromMinutes } from '../calendar/civil-date';
import { timeOfDay } from './export-formats';
import { p6WorkingTime } from './p6-working-time';
import { optional, type XmlNode } from './xml-text';

const workingTimes = (shifts: readonly Shift[]): XmlNode =>
  shifts.length === 0
    ? undefined
    : ['WorkingTimes', shifts.map((s): XmlNode => ['WorkingTime', [['FromTime', timeOfDay(s.from, true)], ['ToTime', timeOfDay(s.to, true)]]])];

const weekDay = (dayType: number, shifts: readonly Shift[] | null, working: boolean): XmlNode => [
  'WeekDay',
  [['DayType', dayType], ['DayWorking', working ? 1 : 0], working && shifts ? workingTimes(shifts) : undefined],
];

/** Exception Type and the recurrence fields of each, as MS Project 2007 and later store them. */
function recurrenceFields(recurrence: Recurrence | undefined): XmlNode[] {
  if (!recurrence) return [['Type', 1]];
  switch (recurrence.kind) {
    case 'daily':
      return [['Type', 7], ['Period', recurrence.every]];
    case 'weekly':
      return [['Type', 6], ['Period', recurrence.every], ['DaysOfWeek', recurrence.daysOfWeek.reduce((mask, day) => mask | (1 << day), 0)]];
    case 'monthlyByDay':
      return [['Type', 4], ['Period', recurrence.every], ['MonthDay', recurrence.day]];
    case 'monthlyByPosition':
      return [['Type', 5], ['Period', recurrence.every], ['MonthItem', recurrence.dayOfWeek + 3], ['MonthPosition', recurrence.position - 1]];
    case 'yearlyByDay':
      return [['Type', 2], ['Month', recurrence.month - 1], ['MonthDay', recurrence.day]];
    case 'yearlyByPosition':
      return [['Type', 3], ['MonthItem', recurrence.dayOfWeek + 3], ['MonthPosition', recurrence.position - 1], ['Month', recurrence.month - 1]];
  }
}

function exception(entry: CalendarException): XmlNode {
  return [
    'Exception',
    [
      ['EnteredByOccurrences', entry.occurrences !== undefined ? 1 : 0],
      ['TimePeriod', [['FromDate', `${entry.fromDate}T00:00:00`], ['ToDate', `${entry.toDate}T23:59:00`]]],
      optional('Occurrences', entry.occurrences),
      optional('Name', entry.name),
      ...recurrenceFields(entry.recurrence),
      ['DayWorking', entry.working ? 1 : 0],
      entry.working ? workingTimes(entry.shifts) : undefined,
    ],
  ];
}

/**
 * One calendar. A calendar made of others (resources working a task) goes out as its result over the schedule's
 * span: the file carries no resources to make it again.
 */
export function mspdiCalendar(calendar: CalendarDef, uid: number, baseUid: number | undefined, model: ScheduleModel): XmlNode {
  let weekDays: XmlNode[];
  let exceptions: XmlNode[];
  if (calendar.combine && calendar.combine.calendarIds.length > 0) {
    const time = p6WorkingTime(calendar, model);
    weekDays = (time.week ?? []).map((shifts, day) => weekDay(day + 1, shifts, shifts.length > 0));
    exceptions = [...time.exceptions].sort((a, b) => a[0] - b[0]).map(([day, shifts]) => {
      const date = isoFromMinutes(day * 1440).slice(0, 10);
      return exception({ fromDate: date, toDate: date, working: shifts.length > 0, shifts });
    });
  } else {
    // A derived calendar leaves out the days it takes from its base.
    weekDays = calendar.week.flatMap((day, index) => (day === null && baseUid !== undefined ? [] : [weekDay(index + 1, day?.shifts ?? [], day?.working ?? false)]));
    exceptions = calendar.exceptions.map(exception);
  }
  return [
    'Calendar',
    [
      ['UID', uid],
      ['Name', calendar.name],
      ['IsBaseCalendar', baseUid === undefined ? 1 : 0],
      ['BaseCalendarUID', baseUid ?? -1],
      ['WeekDays', weekDays],
      exceptions.length > 0 ? ['Exceptions', exceptions] : undefined,
    ],
  ];
}
