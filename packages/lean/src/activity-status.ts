import { progressPercent } from './progress-percent';

/** Where an activity stands (spec part 2, 4): not started, under way or finished. */
export type ActivityState = 'waiting' | 'doing' | 'done';
/** Against the dates it is followed by: behind them (Overdue) or ahead of them (Advancement). */
export type ActivityPace = 'overdue' | 'advancement';
/** What the status column and the status colour scheme show: Done, else the pace when there is one, else the state. */
export type ActivityStatusKey = ActivityState | ActivityPace;
export const ACTIVITY_STATUS_KEYS: readonly ActivityStatusKey[] = ['waiting', 'doing', 'done', 'overdue', 'advancement'];

/** The Gantt's status criteria: the active baseline's dates, or the plan's current ('Follow') dates. */
export type StatusCriteria = 'baseline' | 'follow';

export interface StatusInput {
  /** 0..100 */
  progress: number;
  /** The plan's current dates, wall-clock `YYYY-MM-DDTHH:mm`. */
  start: string;
  finish: string;
  /** The active baseline's dates for this activity, when there is an active baseline holding it. */
  baseline?: { start: string; finish: string } | null;
  /** The day progress is measured on: the schedule's data date, else now. Same format. */
  asOf: string;
}

export interface ActivityStatus {
  state: ActivityState;
  pace: ActivityPace | null;
  key: ActivityStatusKey;
  /** The share of the activity its dates say should be done on `asOf`, 0..100. */
  expected: number;
}

/**
 * Status of an activity on a date: Done at 100 %, Doing once it has progress, Waiting before; Overdue when it has
 * less progress than its dates expect by then (a finish passed, a start passed with nothing done), Advancement when
 * it has more. Under 'Baseline' criteria the dates are the active baseline's, where it holds the activity; otherwise
 * (and under 'Follow') the plan's current dates. Expected progress grows evenly between start and finish.
 */
export function activityStatus(input: StatusInput, criteria: StatusCriteria): ActivityStatus {
  const dates = criteria === 'baseline' && input.baseline != null ? input.baseline : { start: input.start, finish: input.finish };
  const progress = progressPercent(input.progress);
  const expected = expectedProgress(dates.start, dates.finish, input.asOf);
  const state: ActivityState = progress >= 100 ? 'done' : progress > 0 ? 'doing' : 'waiting';
  let pace: ActivityPace | null = null;
  if (state !== 'done' && progress < expected) pace = 'overdue';
  else if (progress > expected) pace = 'advancement';
  // Done is final: finishing early is still shown as done.
  return { state, pace, key: state === 'done' ? 'done' : (pace ?? state), expected };
}

/** Share of [start, finish] elapsed on `asOf`, 0..100; a milestone (start = finish) is expected done once its date is reached. */
export function expectedProgress(start: string, finish: string, asOf: string): number {
  const from = wallClockMs(start);
  const to = wallClockMs(finish);
  const at = wallClockMs(asOf);
  if (!Number.isFinite(from) || !Number.isFinite(to) || !Number.isFinite(at)) return 0;
  if (at < from) return 0;
  if (at >= to) return 100;
  return progressPercent(((at - from) / (to - from)) * 100);
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
function wallClockMs(date: string): number {
  return WALL_CLOCK.test(date) ? Date.parse(`${date}:00Z`) : Number.NaN;
}

/** The spec's progress colours: under 30 red, 30 to under 70 amber, 70 and up green. */
export type ProgressBand = 'low' | 'middle' | 'high';
export function progressBand(progress: number): ProgressBand {
  if (progress < 30) return 'low';
  return progress < 70 ? 'middle' : 'high';
}
