import type { Minutes } from '../model';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function parts(minutes: Minutes): { date: string; hours: number; minutes: number } {
  const day = Math.floor(minutes / 1440);
  const rest = minutes - day * 1440;
  return { date: new Date(day * 86_400_000).toISOString().slice(0, 10), hours: Math.floor(rest / 60), minutes: Math.round(rest % 60) };
}

/** "2020-01-06T08:00:00", as MSPDI and P6 XML write dates. */
export function xmlDateTime(minutes: Minutes): string {
  const { date, hours, minutes: mins } = parts(minutes);
  return `${date}T${pad(hours)}:${pad(mins)}:00`;
}

/** "2020-01-06 08:00", as XER writes dates. */
export function xerDateTime(minutes: Minutes): string {
  const { date, hours, minutes: mins } = parts(minutes);
  return `${date} ${pad(hours)}:${pad(mins)}`;
}

/** "08:00" (XER) or "08:00:00" (MSPDI, P6 XML) for minutes from midnight; 1440 is the next midnight, "00:00". */
export function timeOfDay(minutes: number, withSeconds: boolean): string {
  const clock = `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`;
  return withSeconds ? `${clock}:00` : clock;
}

/**
 * Working minutes as an ISO 8601 duration in hours, minutes and seconds ("PT8H0M0S"): MS Project reads days and
 * weeks by the project's hours per day, which the model may not share, so no day part is written.
 */
export function isoDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const hours = Math.floor(totalSeconds / 3600);
  const mins = Math.floor((totalSeconds % 3600) / 60);
  return `${sign}PT${hours}H${mins}M${totalSeconds % 60}S`;
}

/** Minutes as the decimal hours P6 stores, without float noise ("2.5", not "2.5000000001"). */
export function hours(minutes: number): string {
  return String(Number((minutes / 60).toFixed(6)));
}

/** Day serial counted from 1899-12-30, as P6 calendar data numbers its exception days. */
export function daySerial(isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
}
