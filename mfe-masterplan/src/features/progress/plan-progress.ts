import type { PlanActivity } from '@tenon/contracts';
import { activityStatus, progressBand, summaryProgressChanges, type ActivityStatusKey, type ProgressBand, type StatusCriteria, type WeightingBasis } from '@tenon/lean';
import type { PlanState } from '../gantt/editor/plan-edits';

/**
 * The plan with every parent's progress as the roll-up of its children's by the project's weighting basis; the rows
 * of parents whose figure did not change stay the same objects, so the save sends only what moved.
 */
export function rollUpPlan(state: PlanState, basis: WeightingBasis): PlanState {
  const changes = summaryProgressChanges(state.activities, basis);
  if (changes.size === 0) return state;
  return { ...state, activities: state.activities.map((activity) => (changes.has(activity.id) ? { ...activity, progress: changes.get(activity.id)! } : activity)) };
}

/** The day an activity's status is read on: the data date when the schedule has one, else now (wall clock). */
export function statusDay(dataDate: string | null, now: Date = new Date()): string {
  if (dataDate !== null) return dataDate;
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export interface StatusOf {
  key: ActivityStatusKey;
  band: ProgressBand;
}

/** Status and progress band of one row, against its scheduled dates or, under 'Baseline' criteria, its baseline's. */
export function statusOf(
  activity: Pick<PlanActivity, 'progress'>,
  dates: { start: string; finish: string },
  baseline: { start: string; finish: string } | undefined,
  criteria: StatusCriteria,
  asOf: string,
): StatusOf {
  const status = activityStatus({ progress: activity.progress, start: dates.start, finish: dates.finish, baseline: baseline ?? null, asOf }, criteria);
  return { key: status.key, band: progressBand(activity.progress) };
}

/** The spec's colour scheme by status; progress uses the red / amber / green bands. */
export const STATUS_COLOURS: Record<ActivityStatusKey, { fill: string; stroke: string }> = {
  waiting: { fill: '#cbd2d9', stroke: '#7b8794' },
  doing: { fill: '#a9c6f5', stroke: '#1f6feb' },
  done: { fill: '#a7e3b7', stroke: '#2f9e44' },
  overdue: { fill: '#f8b4b4', stroke: '#d64545' },
  advancement: { fill: '#d0bfff', stroke: '#7048e8' },
};
export const PROGRESS_COLOURS: Record<ProgressBand, string> = { low: '#d64545', middle: '#f59f00', high: '#2f9e44' };
