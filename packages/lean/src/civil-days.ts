/** Days counted from 1970-01-01 (UTC), for arithmetic on YYYY-MM-DD dates that must be real calendar dates. */
export const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a YYYY-MM-DD date (a time after it is ignored); a malformed or impossible date is refused. */
export function strictDayNumber(date: string): number {
  const match = DATE.exec(date.slice(0, 10));
  if (match === null) throw new RangeError(`"${date}" is not a YYYY-MM-DD date`);
  const value = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(value).toISOString().slice(0, 10) !== date.slice(0, 10)) throw new RangeError(`"${date}" is not a calendar date`);
  return value / DAY_MS;
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
