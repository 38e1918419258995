import { DAY_MS, dateOfDayNumber, strictDayNumber } from '../civil-days';

/** A planning week: seven days from the project's planification day, named by a week number and its year. */
export interface PlanningWeek {
  /** First day, YYYY-MM-DD (the planification day). */
  start: string;
  /** Last day included, YYYY-MM-DD. */
  end: string;
  /** 1..53. */
  week: number;
  year: number;
}

/** Spec part 2, 9: a search for a week stops after this many attempts. */
export const WEEK_SEARCH_ATTEMPTS = 55;

/** 0 = Sunday; 1970-01-01 was a Thursday. */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function assertPlanificationDay(planificationDay: number): void {
  if (!Number.isInteger(planificationDay) || planificationDay < 0 || planificationDay > 6) throw new RangeError(`planification day ${planificationDay} is not a weekday 0..6`);
}

/** ISO 8601 week number and week-year of a day. */
function isoWeekOf(day: number): { week: number; year: number } {
  const thursday = day - ((weekdayOf(day) + 6) % 7) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const firstThursday = strictDayNumber(`${year}-01-04`);
  const firstMonday = firstThursday - ((weekdayOf(firstThursday) + 6) % 7);
  return { week: Math.floor((thursday - firstMonday) / 7) + 1, year };
}

function weekFromStart(start: number): PlanningWeek {
  // The fourth day names the week, so a week that starts on Monday carries exactly its ISO number and every
  // planning week, whatever its first weekday, gets one number and one year even across New Year.
  const { week, year } = isoWeekOf(start + 3);
  return { start: dateOfDayNumber(start), end: dateOfDayNumber(start + 6), week, year };
}

/** The planning week holding `date`: it starts on the planification day on or before it. */
export function planningWeekOf(date: string, planificationDay: number): PlanningWeek {
  assertPlanificationDay(planificationDay);
  const day = strictDayNumber(date);
  return weekFromStart(day - ((weekdayOf(day) - planificationDay + 7) % 7));
}

/** The planning week `by` weeks after (negative: before) the one holding `date`. */
export function shiftPlanningWeek(week: Pick<PlanningWeek, 'start'>, by: number, planificationDay: number): PlanningWeek {
  return planningWeekOf(dateOfDayNumber(strictDayNumber(week.start) + Math.trunc(by) * 7), planificationDay);
}

/** Whether `weekStart` is the first day of a planning week of this project. */
export function isPlanningWeekStart(weekStart: string, planificationDay: number): boolean {
  try {
    return planningWeekOf(weekStart, planificationDay).start === weekStart;
  } catch {
    return false;
  }
}

/**
 * The planning week with this number in this year, or null when the year has no such week (week 53 of a 52-week
 * year). The week floor is 1.
 */
export function planningWeekByNumber(year: number, week: number, planificationDay: number): PlanningWeek | null {
  assertPlanificationDay(planificationDay);
  if (!Number.isInteger(week) || week < 1 || week > 53 || !Number.isInteger(year)) return null;
  const jan4 = strictDayNumber(`${String(year).padStart(4, '0')}-01-04`);
  const isoMonday = jan4 - ((weekdayOf(jan4) + 6) % 7) + (week - 1) * 7;
  const found = planningWeekOf(dateOfDayNumber(isoMonday + 3), planificationDay);
  for (const candidate of [found, shiftPlanningWeek(found, -1, planificationDay), shiftPlanningWeek(found, 1, planificationDay)]) {
    if (candidate.week === week && candidate.year === year) return candidate;
  }
  return null;
}

/** Whether a dated task has at least a day in the week. */
export function overlapsPlanningWeek(item: { start: string; finish: string }, week: Pick<PlanningWeek, 'start' | 'end'>): boolean {
  return item.start.slice(0, 10) <= week.end && item.finish.slice(0, 10) >= week.start;
}

/** The seven days of the week, for the table's day columns. */
export function daysOfPlanningWeek(week: Pick<PlanningWeek, 'start'>): string[] {
  const start = strictDayNumber(week.start);
  return Array.from({ length: 7 }, (_, i) => dateOfDayNumber(start + i));
}
