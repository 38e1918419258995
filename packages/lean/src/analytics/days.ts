const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD, UTC) of a date or timestamp string. */
export function dayOf(value: string | Date): string {
  // A plan's wall-clock date (no zone) is on its own day wherever the process runs.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(value)) return value.slice(0, 10);
  return new Date(value).toISOString().slice(0, 10);
}

export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${dayOf(day)}T00:00:00Z`) / DAY_MS);
}

export function dayFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(day: string, days: number): string {
  return dayFromNumber(dayNumber(day) + days);
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
