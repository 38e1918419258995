import { addDays } from './working-days';

/**
 * The demo is written as of one week: the Monday of its current week, the week Tower A has committed and not closed
 * (status date the Friday before, two closed weeks behind it, the lookahead's next weeks ahead).
 */
export const DEMO_WRITTEN_WEEK = '2026-11-23';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

function mondayOf(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  return time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS;
}

/**
 * Whole weeks to move every demo date so that the demo's current week is the week of `seededIn` (YYYY-MM-DD): a
 * newcomer who starts the product in March finds a lookahead of March. Unset: the demo stays as written, as the
 * browser tests read it. Whole weeks keep every weekday, so the plan, its calendar and its weeks move unchanged.
 */
export function demoWeeksMoved(seededIn: string | undefined): number {
  if (seededIn === undefined || seededIn === '') return 0;
  const time = Date.parse(`${seededIn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(seededIn) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== seededIn) {
    throw new Error(`TENON_DEMO_WEEK must be a day as YYYY-MM-DD (the demo's current week is the week holding it): got "${seededIn}"`);
  }
  return Math.round((mondayOf(seededIn) - mondayOf(DEMO_WRITTEN_WEEK)) / (7 * DAY_MS));
}

/** The weeks this process moves the demo by: `TENON_DEMO_WEEK`, set by `npm start` and kept with its data. */
export const DEMO_WEEKS_MOVED = demoWeeksMoved(process.env.TENON_DEMO_WEEK);

/** `date` (YYYY-MM-DD, with any time after it) moved by `weeks`; what follows the day is kept as it is. */
export function moveDemoDate(date: string, weeks: number): string {
  if (!ISO_DAY.test(date)) throw new Error(`not a demo date: "${date}"`);
  return weeks === 0 ? date : `${addDays(date.slice(0, 10), weeks * 7)}${date.slice(10)}`;
}

/** A date as the demo is written, in the week this process seeds it. */
export const demoDate = (date: string): string => moveDemoDate(date, DEMO_WEEKS_MOVED);

/** What only holds on the day it was written for (a public holiday's name) gives way to `moved` once the demo moves. */
export const writtenOrMoved = (written: string, moved: string): string => (DEMO_WEEKS_MOVED === 0 ? written : moved);
