import type { TaskCommitment, TaskLeanStatus, WeekActivity, WeekCommitmentTiming, WeekPpcPoint, WeekReply, WeekTask } from '@tenon/contracts';
import { daysOfPlanningWeek, isCommitmentMet, isDeletedTaskFulfilled, overlapsPlanningWeek, weekPpc, type PlanningWeek } from '@tenon/lean';
import type { CommitmentDocument } from '../commitments/commitment.schema';
import type { WeekTaskDocument } from '../task-read-model/week-task.schema';
import type { WeekDocument } from './week.schema';

export const WEEK_STATUSES: ReadonlySet<string> = new Set(['Will', 'Committed']);
/** How many closed weeks the PPC trend shows. */
export const TREND_WEEKS = 6;

export interface WeekViewInput {
  scheduleId: string;
  week: PlanningWeek;
  planificationDay: number;
  weekRecord: WeekDocument | null;
  commitments: readonly CommitmentDocument[];
  tasks: readonly WeekTaskDocument[];
  trend: readonly WeekDocument[];
  editing: WeekReply['editing'];
  mayClose: boolean;
  mayReset: boolean;
}

/** Whether a task is shown in the week: Will or Committed with a day inside it (spec part 3, 4). */
export function isWeekTask(task: Pick<WeekTaskDocument, 'leanStatus' | 'start' | 'finish'>, week: Pick<PlanningWeek, 'start' | 'end'>): boolean {
  return WEEK_STATUSES.has(task.leanStatus) && overlapsPlanningWeek(task, week);
}

export function commitmentOf(doc: CommitmentDocument, weekClosed: boolean): TaskCommitment {
  const committedPercent = doc.committedProgress;
  const realizedPercent = doc.actualProgress ?? null;
  return {
    id: doc._id.toHexString(),
    taskId: doc.taskId,
    activityId: doc.activityId,
    activityName: doc.activityName,
    name: doc.name,
    start: doc.start,
    finish: doc.finish,
    committedPercent,
    realizedPercent,
    progressAtCommit: doc.progressAtCommit,
    responsibleIds: doc.responsibleIds,
    subcontractId: doc.subcontractId ?? null,
    met: weekClosed ? isCommitmentMet({ committedPercent, realizedPercent }) : null,
    removed: doc.removed,
    fulfilled: isDeletedTaskFulfilled({ weekClosed, committedPercent, realizedPercent }),
  };
}

/** The commitments with the realized values their closed week holds (older weeks hold them on the commitments). */
export function withRealized(record: WeekDocument | null, commitments: readonly CommitmentDocument[]): CommitmentDocument[] {
  const stored = record?.realized;
  if (stored === undefined || stored === null || stored.length === 0) return [...commitments];
  const byId = new Map(stored.map((row) => [row.commitmentId, row.percent]));
  return commitments.map((c) => {
    const percent = byId.get(c._id.toHexString());
    return percent === undefined ? c : { ...c, actualProgress: percent, closed: true };
  });
}

/** The week as the plan tab shows it: its tasks grouped by activity, its commitments, totals, PPC and trend. */
export function weekViewOf(input: WeekViewInput): WeekReply {
  const closed = input.weekRecord?.state === 'closed';
  const all = withRealized(input.weekRecord, input.commitments).map((doc) => commitmentOf(doc, closed));
  const active = all.filter((c) => !c.removed);
  const removed = all.filter((c) => c.removed);
  const commitmentByTask = new Map(active.map((c) => [c.taskId, c]));

  const activities = new Map<string, WeekActivity>();
  const activityOf = (id: string, name: string): WeekActivity => {
    let activity = activities.get(id);
    if (activity === undefined) {
      activity = { id, name, tasks: [] };
      activities.set(id, activity);
    }
    if (activity.name === '' && name !== '') activity.name = name;
    return activity;
  };
  const shown = new Set<string>();
  for (const task of input.tasks) {
    const commitment = commitmentByTask.get(task._id);
    if (!isWeekTask(task, input.week) && commitment === undefined) continue;
    shown.add(task._id);
    activityOf(task.activityId, task.activityName).tasks.push(weekTaskOf(task, commitment?.id ?? null));
  }
  // A committed task that left the lookahead (deleted, moved) still shows as its commitment recorded it.
  for (const commitment of active) {
    if (shown.has(commitment.taskId)) continue;
    activityOf(commitment.activityId, commitment.activityName).tasks.push({
      id: commitment.taskId,
      activityId: commitment.activityId,
      parentId: null,
      name: commitment.name,
      start: commitment.start,
      finish: commitment.finish,
      progress: commitment.realizedPercent ?? commitment.progressAtCommit,
      leanStatus: 'Committed',
      responsibleIds: commitment.responsibleIds,
      subcontractId: commitment.subcontractId,
      commitmentId: commitment.id,
    });
  }
  const grouped = [...activities.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  for (const activity of grouped) activity.tasks.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));

  const ppc = weekPpc(all.map((c) => ({ committedPercent: c.committedPercent, realizedPercent: closed ? c.realizedPercent : null, removed: c.removed })));
  const trend: WeekPpcPoint[] = [...input.trend].reverse().map((w) => ({ weekStart: w.weekStart, week: w.week, year: w.year, ppc: w.ppc ?? null }));
  return {
    scheduleId: input.scheduleId,
    week: { start: input.week.start, end: input.week.end, week: input.week.week, year: input.week.year },
    planificationDay: input.planificationDay,
    days: daysOfPlanningWeek(input.week),
    state: input.weekRecord === null || all.length === 0 ? 'not-committed' : closed ? 'closed' : 'committed',
    timing: (input.weekRecord?.timing as WeekCommitmentTiming | null | undefined) ?? null,
    activities: grouped,
    commitments: active,
    removed,
    totals: {
      tasks: grouped.reduce((sum, a) => sum + a.tasks.length, 0),
      committed: active.length,
      removed: removed.length,
      met: closed ? ppc.met : 0,
      missed: closed ? ppc.missed : 0,
      committedPercentMean: active.length === 0 ? null : Math.round((active.reduce((sum, c) => sum + c.committedPercent, 0) / active.length) * 10) / 10,
    },
    ppc: closed ? (input.weekRecord?.ppc ?? null) : null,
    closedAt: closed ? (input.weekRecord?.closedAt?.toISOString() ?? null) : null,
    trend,
    editing: input.editing,
    mayClose: input.mayClose,
    mayReset: input.mayReset,
  };
}

function weekTaskOf(task: WeekTaskDocument, commitmentId: string | null): WeekTask {
  return {
    id: task._id,
    activityId: task.activityId,
    parentId: task.parentId ?? null,
    name: task.name,
    start: task.start,
    finish: task.finish,
    progress: task.progress,
    leanStatus: task.leanStatus as TaskLeanStatus,
    responsibleIds: task.responsibleIds,
    subcontractId: task.subcontractId ?? null,
    commitmentId,
  };
}
