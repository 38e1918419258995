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

/** Parses `YYYY-MM-DDTHH:MM[:SS]` as wall-clock minutes since 1970-01-01T00:00. */
export function minutesFromIso(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(text);
  if (!match) throw new Error(`not a date-time: "${text}"`);
  const day = dayFromYmd(Number(match[1]), Number(match[2]), Number(match[3]));
  return day * MINUTES_PER_DAY + Number(match[4] ?? 0) * 60 + Number(match[5] ?? 0);
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
