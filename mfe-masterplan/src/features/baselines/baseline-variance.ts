import type { BaselinePoint } from '@tenon/contracts/types';
import { minutesFromIso, type WorkingCalendar } from '@tenon/scheduling';

/** What the grid shows of an activity's baseline. */
export interface BaselineCells {
  start: string;
  finish: string;
  /** Working days as the baseline measured them. */
  durationDays: number;
  /** Working days the current finish lies after the baseline's (negative: ahead). */
  varianceDays: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10 || 0;

/**
 * Variance in working days on the activity's own calendar: a weekend or a holiday between the two finishes is no
 * delay. Days are that calendar's working day.
 */
export function baselineVariance(calendar: WorkingCalendar, minutesPerDay: number, baselineFinish: string, currentFinish: string): number {
  return oneDecimal(calendar.workingMinutesBetween(minutesFromIso(baselineFinish), minutesFromIso(currentFinish)) / minutesPerDay);
}

export function baselineCells(point: BaselinePoint, currentFinish: string, calendar: WorkingCalendar, minutesPerDay: number): BaselineCells {
  return {
    start: point.start,
    finish: point.finish,
    durationDays: oneDecimal(point.duration / minutesPerDay),
    varianceDays: baselineVariance(calendar, minutesPerDay, point.finish, currentFinish),
  };
}
