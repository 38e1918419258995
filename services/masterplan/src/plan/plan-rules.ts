import type { PlanActivity, PlanLink, SavePlanData } from '@tenon/contracts';
import { progressProblems, summaryProgressChanges, type ProgressProblemCode, type WeightingBasis } from '@tenon/lean';

/** A schedule's rows by id, as stored or as a save would leave them. */
export interface PlanRows {
  activities: Map<string, PlanActivity>;
  links: Map<string, PlanLink>;
}

/** Why a save is refused before anything is written; `code` is the stable error code, `details` names the rows. */
export interface PlanProblem {
  code:
    | 'UNKNOWN_ACTIVITY'
    | 'UNKNOWN_LINK'
    | 'UNKNOWN_PARENT'
    | 'PARENT_LOOP'
    | 'PARENT_NOT_SUMMARY'
    | 'LINK_TO_UNKNOWN_ACTIVITY'
    | 'DUPLICATE_LINK'
    | 'DUPLICATE_CORRELATIVE_ID'
    | 'DUPLICATE_ROW'
    | 'UNKNOWN_CALENDAR'
    | ProgressProblemCode;
  message: string;
  details: Record<string, unknown>;
}

const problem = (code: PlanProblem['code'], message: string, details: Record<string, unknown>): PlanProblem => ({ code, message, details });

/** The rows after the save, or the first reason the save cannot apply to these rows. */
export function applyChanges(current: PlanRows, change: Pick<SavePlanData, 'activities' | 'links'>): PlanRows | PlanProblem {
  const duplicate = firstRepeated([...change.activities.upsert.map((a) => a.id), ...change.activities.delete]) ?? firstRepeated([...change.links.upsert.map((l) => l.id), ...change.links.delete]);
  if (duplicate !== undefined) return problem('DUPLICATE_ROW', 'A row is changed twice in one save', { id: duplicate });
  const missingActivity = change.activities.delete.find((id) => !current.activities.has(id));
  if (missingActivity !== undefined) return problem('UNKNOWN_ACTIVITY', 'An activity to delete is not in this schedule', { id: missingActivity });
  const missingLink = change.links.delete.find((id) => !current.links.has(id));
  if (missingLink !== undefined) return problem('UNKNOWN_LINK', 'A link to delete is not in this schedule', { id: missingLink });
  const activities = new Map(current.activities);
  const links = new Map(current.links);
  for (const id of change.activities.delete) activities.delete(id);
  for (const id of change.links.delete) links.delete(id);
  for (const activity of change.activities.upsert) activities.set(activity.id, activity);
  for (const link of change.links.upsert) links.set(link.id, link);
  return planProblem({ activities, links }) ?? { activities, links };
}

/** An activity saved on a calendar this schedule does not have (another schedule's or company's) is refused. */
export function calendarProblem(change: Pick<SavePlanData, 'activities'>, calendarIds: ReadonlySet<string>): PlanProblem | undefined {
  const activity = change.activities.upsert.find((a) => a.calendarId !== null && !calendarIds.has(a.calendarId));
  if (activity === undefined) return undefined;
  return problem('UNKNOWN_CALENDAR', `The calendar of "${activity.name}" is not one of this schedule's`, { id: activity.id, calendarId: activity.calendarId });
}

const LENIENT = new Set<ProgressProblemCode>(['COMPLETE_NEEDS_FINISH', 'PROGRESS_NEEDS_START']);

const PROGRESS_MESSAGES: Record<ProgressProblemCode, string> = {
  PROGRESS_OUT_OF_RANGE: 'Progress is a percentage from 0 to 100',
  ACTUAL_FINISH_NEEDS_START: 'An actual finish needs an actual start',
  ACTUAL_FINISH_BEFORE_START: 'The actual finish is before the actual start',
  ACTUAL_AFTER_DATA_DATE: 'Actual dates cannot be after the data date',
  COMPLETE_NEEDS_FINISH: 'An activity at 100% needs an actual finish',
  FINISH_NEEDS_COMPLETE: 'An activity with an actual finish is at 100%',
  PROGRESS_NEEDS_START: 'An activity with progress needs an actual start',
};

/**
 * Progress typed in this save must not contradict itself (spec 5; P6's rules on actuals). Only tasks whose progress
 * or actual dates the save changes are checked, so a plan imported with looser data can still be saved for other
 * edits. A percentage without actual dates is accepted: progress also arrives rolled up from lookahead tasks, and the
 * editor fills the dates it implies.
 */
export function progressProblem(current: PlanRows, change: Pick<SavePlanData, 'activities'>, dataDate: string | null): PlanProblem | undefined {
  for (const activity of change.activities.upsert) {
    if (activity.kind === 'summary') continue;
    const before = current.activities.get(activity.id);
    const touched = before === undefined || before.progress !== activity.progress || before.actualStart !== activity.actualStart || before.actualFinish !== activity.actualFinish;
    if (!touched) continue;
    const found = progressProblems(activity, dataDate).find((p) => !LENIENT.has(p.code));
    if (found !== undefined) return problem(found.code, `"${activity.name}": ${PROGRESS_MESSAGES[found.code]}`, { id: activity.id, field: found.field, ...(dataDate === null ? {} : { dataDate }) });
  }
  return undefined;
}

/** Structure a plan must keep: parents that exist and are summaries without loops, links between its activities, once each. */
export function planProblem(plan: PlanRows): PlanProblem | undefined {
  for (const activity of plan.activities.values()) {
    if (activity.parentId === null) continue;
    const parent = plan.activities.get(activity.parentId);
    if (parent === undefined) return problem('UNKNOWN_PARENT', `The parent of "${activity.name}" is not in this schedule`, { id: activity.id, parentId: activity.parentId });
    if (parent.kind !== 'summary') return problem('PARENT_NOT_SUMMARY', `"${parent.name}" has activities under it but is not a summary`, { id: parent.id });
  }
  const loop = parentLoop(plan.activities);
  if (loop !== undefined) return problem('PARENT_LOOP', 'An activity cannot be under itself', { ids: loop });
  const pairs = new Set<string>();
  for (const link of plan.links.values()) {
    for (const end of [link.predecessorId, link.successorId]) {
      if (!plan.activities.has(end)) return problem('LINK_TO_UNKNOWN_ACTIVITY', 'A link joins an activity that is not in this schedule', { linkId: link.id, activityId: end });
    }
    const pair = `${link.predecessorId}>${link.successorId}`;
    if (pairs.has(pair)) return problem('DUPLICATE_LINK', 'Two links join the same activities', { linkId: link.id });
    pairs.add(pair);
  }
  const correlatives = new Map<number, string>();
  for (const activity of plan.activities.values()) {
    const other = correlatives.get(activity.correlativeId);
    if (other !== undefined) return problem('DUPLICATE_CORRELATIVE_ID', `ID ${activity.correlativeId} is used twice`, { ids: [other, activity.id], correlativeId: activity.correlativeId });
    correlatives.set(activity.correlativeId, activity.id);
  }
  return undefined;
}

function parentLoop(activities: Map<string, PlanActivity>): string[] | undefined {
  const settled = new Set<string>();
  for (const start of activities.keys()) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let id: string | null = start;
    while (id !== null && !settled.has(id)) {
      if (onPath.has(id)) return path.slice(path.indexOf(id));
      onPath.add(id);
      path.push(id);
      id = activities.get(id)?.parentId ?? null;
    }
    for (const visited of path) settled.add(visited);
  }
  return undefined;
}

function firstRepeated(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

export function isPlanProblem(value: PlanRows | PlanProblem): value is PlanProblem {
  return 'code' in value;
}

/**
 * The rows a lookahead's task progress changes: each named activity that is not a summary takes its figure, and every
 * summary above follows by the project's weighting basis. Rows the plan no longer has, and figures it already holds,
 * change nothing.
 */
export function taskProgressChanges(current: PlanRows, progress: ReadonlyMap<string, number>, basis: WeightingBasis): PlanActivity[] {
  const changed = new Map<string, PlanActivity>();
  for (const [id, value] of progress) {
    const activity = current.activities.get(id);
    if (activity === undefined || activity.kind === 'summary' || activity.progress === value) continue;
    changed.set(id, { ...activity, progress: value });
  }
  if (changed.size === 0) return [];
  const rows = [...current.activities.values()].map((activity) => changed.get(activity.id) ?? activity);
  for (const [id, value] of summaryProgressChanges(rows, basis)) changed.set(id, { ...current.activities.get(id)!, progress: value });
  return [...changed.values()];
}
