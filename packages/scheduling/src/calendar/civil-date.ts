/** Day arithmetic on the proleptic Gregorian calendar, with no time zone. Day 0 is 1970-01-01 (a Thursday). */

export const MINUTES_PER_DAY = 1440;

export function dayOf(minutes: number): number {
  return Math.floor(minutes / MINUTES_PER_DAY);
}

/** 0 = Sunday ... 6 = Saturday */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function dayFromYmd(year: number, month: number, dayOfMonth: number): number {
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / 86_400_000);
}

export function ymdOf(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Parses `YYYY-MM-DD` (anything after the date, such as a time, is ignored). */
export function dayFromIsoDate(text: string): number {
  const match = ISO_DATE.exec(text);
  if (!match) throw new Error(`not a date (YYYY-MM-DD): "${text}"`);
  return dayFromYmd(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The number written by the digits of `text` from `from` to `to` (exclusive), or -1 if one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Parses `YYYY-MM-DDTHH:MM[:SS]` as wall-clock minutes since 1970-01-01T00:00. Read by character codes, not a regular
 * expression: a plan of 50,000 activities parses 100,000 of these each time the engine loads it.
 */
export function minutesFromIso(text: string): number {
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const dayOfMonth = digitsAt(text, 8, 10);
  if (text.length < 10 || year < 0 || month < 0 || dayOfMonth < 0 || text[4] !== '-' || text[7] !== '-') throw new Error(`not a date-time: "${text}"`);
  const separator = text[10];
  const hours = digitsAt(text, 11, 13);
  const minutes = digitsAt(text, 14, 16);
  // As before, a time that is not HH:MM after T or a space is no time at all: midnight.
  const timed = text.length >= 16 && (separator === 'T' || separator === ' ') && text[13] === ':' && hours >= 0 && minutes >= 0;
  return dayFromYmd(year, month, dayOfMonth) * MINUTES_PER_DAY + (timed ? hours * 60 + minutes : 0);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Formats wall-clock minutes as `YYYY-MM-DDTHH:MM`. */
export function isoFromMinutes(minutes: number): string {
  const day = dayOf(minutes);
  const { year, month, day: dayOfMonth } = ymdOf(day);
  const minuteOfDay = minutes - day * MINUTES_PER_DAY;
  return `${pad(year, 4)}-${pad(month)}-${pad(dayOfMonth)}T${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}
