import type { WorkingCalendar } from '../calendar/working-calendar';

/**
 * A zero-duration activity sits where its logic puts it when that is working time or the end of a
 * working period (a milestone after a task that finishes at 17:00 is at 17:00), else at the next start.
 */
export function milestoneForward(calendar: WorkingCalendar, time: number): number {
  const next = calendar.nextWorkingTime(time);
  if (next === time) return time;
  return calendar.previousWorkingTime(time) === time ? time : next;
}

/** Backward counterpart: a late milestone at the start of a working period stays, else the previous end. */
export function milestoneBackward(calendar: WorkingCalendar, time: number): number {
  const previous = calendar.previousWorkingTime(time);
  if (previous === time) return time;
  return calendar.nextWorkingTime(time) === time ? time : previous;
}
