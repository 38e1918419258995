import type { Shift } from '../model';
import { timeOfDay } from './export-formats';
import type { P6WorkingTime } from './p6-working-time';

/** Days from 1899-12-30, P6's day numbers, to 1970-01-01, the model's. */
const SERIAL_OF_EPOCH = 25_569;

const node = (index: number, name: string, attributes: string, children: string[]): string =>
  `(0||${index === -1 ? name : `${index}`}(${attributes})(${children.length > 0 ? ` ${children.join(' ')} ` : ''}))`;

const periods = (shifts: readonly Shift[]): string[] =>
  shifts.map((shift, index) => node(index, '', `s|${timeOfDay(shift.from, false)}|f|${timeOfDay(shift.to, false)}`, []));

/**
 * `clndr_data` in P6's own layout: DaysOfWeek 1 (Sunday) to 7 with their work periods, then Exceptions by day
 * number, each with its periods or none for a holiday. A calendar that takes its week from its base has no
 * DaysOfWeek.
 */
export function xerCalendarData(time: P6WorkingTime): string {
  const sections: string[] = [];
  if (time.week) sections.push(node(-1, 'DaysOfWeek', '', time.week.map((shifts, weekday) => node(-1, String(weekday + 1), '', periods(shifts)))));
  sections.push(node(-1, 'VIEW', 'ShowTotal|Y', []));
  const days = [...time.exceptions].sort((a, b) => a[0] - b[0]);
  sections.push(node(-1, 'Exceptions', '', days.map(([day, shifts], index) => node(index, '', `d|${day + SERIAL_OF_EPOCH}`, periods(shifts)))));
  return node(-1, 'CalendarData', '', sections);
}
