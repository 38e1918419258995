import type { Minutes } from '../model';

const MINUTES_PER_DAY = 1440;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/**
 * Years a schedule date may fall in. MS Project takes 1984 to 2149 and P6 a little wider; a date far outside (a
 * spreadsheet's 1899 epoch, a "9999-12-31" placeholder) is no plan date, and working time counted out to it would keep
 * the engine busy for minutes.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/**
 * "2010-07-19T08:00:00", "2019-06-10 08:00" or "2019-06-10" as wall-clock minutes since 1970-01-01T00:00.
 * Files carry no time zone that matters: the planner's 08:00 stays 08:00. Returns undefined when unreadable.
 */
export function parseWallClock(text: string): Minutes | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  const h = Number(hour);
  const mi = Number(minute);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || y < FIRST_YEAR || y > LAST_YEAR) return undefined;
  const millis = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCDate() !== d) return undefined;
  return Math.round(millis / 60000);
}

/** YYYY-MM-DD of a wall-clock minute. */
export function dateOf(minutes: Minutes): string {
  return new Date(Math.floor(minutes / MINUTES_PER_DAY) * MINUTES_PER_DAY * 60000).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:mm" for display. */
export function formatWallClock(minutes: Minutes): string {
  return new Date(minutes * 60000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Day serials of P6 calendar data count from 1899-12-30 (the spreadsheet epoch). */
export function dateOfDaySerial(serial: number): string {
  const epoch = Date.UTC(1899, 11, 30);
  return new Date(epoch + serial * 86400000).toISOString().slice(0, 10);
}

/** "08:00:00" or "08:00" as minutes from midnight; undefined when unreadable. */
export function parseTimeOfDay(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/**
 * ISO 8601 duration as minutes: "PT8H0M0S" -> 480. MSPDI writes working time in hours and minutes;
 * a day part, rare in these files, counts as `minutesPerDay`.
 */
export function parseIsoDuration(text: string, minutesPerDay: number): number | undefined {
  const match = /^(-)?P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    text.trim(),
  );
  if (!match) return undefined;
  const [, sign, years, months, days, hours, minutes, seconds] = match;
  if (years || months) return undefined;
  const total =
    Number(days ?? 0) * minutesPerDay + Number(hours ?? 0) * 60 + Number(minutes ?? 0) + Number(seconds ?? 0) / 60;
  return (sign ? -1 : 1) * Math.round(total * 1000) / 1000;
}
