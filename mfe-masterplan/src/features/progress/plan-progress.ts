import type { PlanActivity } from '@tenon/contracts';
import { activityStatus, progressBand, rollupOutline, summaryProgressChanges, summaryProgressChangesAfterEdit, type ActivityStatusKey, type RollupOutline, type ProgressBand, type StatusCriteria, type WeightingBasis } from '@tenon/lean';
import type { PlanState } from '../gantt/editor/plan-edits';

/**
 * The plan with every parent's progress as the roll-up of its children's by the project's weighting basis; the rows
 * of parents whose figure did not change stay the same objects, so the save sends only what moved. Given the state the
 * edit started from, only the parents above what the edit changed are computed again.
 */
export function rollUpPlan(state: PlanState, basis: WeightingBasis, previous?: PlanState): PlanState {
  const known = previous === undefined ? undefined : rolledUp.get(previous.activities);
  const fromEdit = known === undefined || known.basis !== basis ? undefined : summaryProgressChangesAfterEdit(previous!.activities, state.activities, basis, known.outline);
  const changes = fromEdit ?? summaryProgressChanges(state.activities, basis);
  const activities = changes.size === 0 ? state.activities : state.activities.map((activity) => (changes.has(activity.id) ? { ...activity, progress: changes.get(activity.id)! } : activity));
  // An edit in place keeps the outline; any other reads it again (once, for the edits after it).
  rolledUp.set(activities, { basis, outline: fromEdit === undefined ? rollupOutline(activities) : known!.outline });
  return changes.size === 0 ? state : { ...state, activities };
}

/** Plans known to be rolled up, with their outline: the next edit of one rolls up only the parents above it. */
const rolledUp = new WeakMap<readonly PlanActivity[], { basis: WeightingBasis; outline: RollupOutline }>();

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
