import { dateOfDayNumber, strictDayNumber } from './civil-days';

/** A lookahead spans 1 to 8 planning weeks (spec part 3, 5 and 9). */
export const WINDOW_WEEKS_MIN = 1;
export const WINDOW_WEEKS_MAX = 8;
/** The default view's time-frame range (spec part 3, 9): four weeks, about the spec's "today plus 30 days". */
export const DEFAULT_WINDOW_WEEKS = 4;

/** Days as YYYY-MM-DD; `end` is the last day included. */
export interface PlanningWindow {
  start: string;
  end: string;
  weeks: number;
}


/** Whole weeks between 1 and 8; anything else is refused, not rounded, so a bad link does not show a different plan. */
export function isWindowWeeks(weeks: number): boolean {
  return Number.isInteger(weeks) && weeks >= WINDOW_WEEKS_MIN && weeks <= WINDOW_WEEKS_MAX;
}

/**
 * The window of `weeks` planning weeks that holds `from`. With the project's planification day (0 = Sunday, the first
 * day of its planning week) the window starts on that weekday on or before `from`, so every planner of the project
 * sees the same weeks; without it the window starts on `from` itself.
 */
export function planningWindow(from: string, weeks: number, planificationDay: number | null = null): PlanningWindow {
  if (!isWindowWeeks(weeks)) throw new RangeError(`a lookahead window is ${WINDOW_WEEKS_MIN} to ${WINDOW_WEEKS_MAX} weeks, not ${weeks}`);
  let start = strictDayNumber(from);
  if (planificationDay !== null) {
    if (!Number.isInteger(planificationDay) || planificationDay < 0 || planificationDay > 6) throw new RangeError(`planification day ${planificationDay} is not a weekday 0..6`);
    // 1970-01-01 was a Thursday (4).
    const weekday = (((start + 4) % 7) + 7) % 7;
    start -= (weekday - planificationDay + 7) % 7;
  }
  return { start: dateOfDayNumber(start), end: dateOfDayNumber(start + weeks * 7 - 1), weeks };
}

/** The same window moved by whole weeks (negative goes back). */
export function moveWindow(window: PlanningWindow, byWeeks: number): PlanningWindow {
  const shift = Math.trunc(byWeeks) * 7;
  return { start: dateOfDayNumber(strictDayNumber(window.start) + shift), end: dateOfDayNumber(strictDayNumber(window.end) + shift), weeks: window.weeks };
}

/** Whether something dated (wall-clock ISO dates) has at least a day inside the window. */
export function overlapsWindow(item: { start: string; finish: string }, window: Pick<PlanningWindow, 'start' | 'end'>): boolean {
  return item.start.slice(0, 10) <= window.end && item.finish.slice(0, 10) >= window.start;
}
