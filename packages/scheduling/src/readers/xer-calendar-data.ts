import type { CalendarException, Shift, WeekDayHours } from '../model';
import { dateOfDaySerial, parseTimeOfDay } from './wall-clock';

/** A node of P6's parenthesised calendar format: `(0||Name(key|value|key|value)(children))`. */
interface CalendarDataNode {
  name: string;
  attributes: Map<string, string>;
  children: CalendarDataNode[];
}

class CalendarDataSyntaxError extends Error {}

/**
 * P6 writes the line breaks of its calendar data as DEL (0x7F) pairs; files that went through another code
 * page or an editor carry them as ⌂, a replacement character or other control characters. All are layout.
 */
const LAYOUT_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2302\ufffd]/g;

export function withoutLayoutCharacters(text: string): string {
  return text.replace(LAYOUT_CHARACTERS, ' ');
}

function parseNodes(text: string): CalendarDataNode {
  let at = 0;
  const skipSpace = (): void => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at++;
  };
  const expect = (char: string): void => {
    skipSpace();
    if (text[at] !== char) throw new CalendarDataSyntaxError(`expected "${char}" at character ${at + 1}`);
    at++;
  };
  const readUntil = (stop: string): string => {
    const end = text.indexOf(stop, at);
    if (end < 0) throw new CalendarDataSyntaxError(`missing "${stop}" after character ${at + 1}`);
    const value = text.slice(at, end);
    at = end;
    return value;
  };
  const node = (): CalendarDataNode => {
    expect('(');
    const header = readUntil('(');
    const name = header.slice(header.indexOf('||') + 2).trim();
    expect('(');
    const parts = readUntil(')').split('|');
    expect(')');
    const attributes = new Map<string, string>();
    for (let i = 0; i + 1 < parts.length; i += 2) attributes.set((parts[i] ?? '').trim(), (parts[i + 1] ?? '').trim());
    expect('(');
    const children: CalendarDataNode[] = [];
    skipSpace();
    while (text[at] === '(') {
      children.push(node());
      skipSpace();
    }
    expect(')');
    expect(')');
    return { name, attributes, children };
  };
  // Whatever follows the complete root node is not calendar data; P6 ignores it too.
  return node();
}

export interface XerCalendarData {
  /** Sunday first; null when the data leaves the week to the base calendar. */
  week: WeekDayHours[] | null;
  exceptions: CalendarException[];
}

function shiftsOf(node: CalendarDataNode): Shift[] {
  return node.children.flatMap((period) => {
    const start = period.attributes.get('s');
    const finish = period.attributes.get('f');
    if (start === undefined || finish === undefined) return [];
    const from = parseTimeOfDay(start);
    const to = parseTimeOfDay(finish);
    if (from === undefined || to === undefined) throw new CalendarDataSyntaxError(`unreadable work period ${start}-${finish}`);
    // A period ending at 00:00 ends at midnight.
    return [{ from, to: to === 0 ? 1440 : to }];
  });
}

/**
 * Reads `clndr_data`: DaysOfWeek 1..7 (Sunday first) with their work periods, and Exceptions whose `d`
 * is a day serial counted from 1899-12-30; an exception with work periods is a working day.
 * Throws Error with the reason when the text is not in this format.
 */
export function readXerCalendarData(text: string): XerCalendarData {
  let root: CalendarDataNode;
  try {
    root = parseNodes(withoutLayoutCharacters(text).trim());
  } catch (error) {
    throw new Error(`calendar data is malformed: ${(error as Error).message}`);
  }
  const section = (name: string): CalendarDataNode | undefined => root.children.find((c) => c.name === name);
  const daysNode = section('DaysOfWeek');
  let week: WeekDayHours[] | null = null;
  if (daysNode) {
    week = [null, null, null, null, null, null, null];
    for (const day of daysNode.children) {
      const index = Number(day.name) - 1;
      if (!Number.isInteger(index) || index < 0 || index > 6) throw new Error(`calendar data names weekday "${day.name}"`);
      const shifts = shiftsOf(day);
      week[index] = { working: shifts.length > 0, shifts };
    }
    for (let d = 0; d < 7; d++) week[d] ??= { working: false, shifts: [] };
  }
  const exceptions: CalendarException[] = (section('Exceptions')?.children ?? []).map((exception) => {
    const serial = Number(exception.attributes.get('d'));
    if (!Number.isFinite(serial)) throw new Error(`calendar exception "${exception.name}" has no day number`);
    const date = dateOfDaySerial(serial);
    const shifts = shiftsOf(exception);
    return { fromDate: date, toDate: date, working: shifts.length > 0, shifts };
  });
  return { week, exceptions };
}
