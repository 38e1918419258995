import type { LookaheadWindowReply, TaskLeanStatus, TaskReply, WindowActivity } from '@tenon/contracts';
import { LEAN_STATUSES, overlapsWindow, parentLeanStatus, rollUpProgress, unfitType, type PlanningWindow, type WeightedActivity } from '@tenon/lean';
import { compareOutline, keptOutlineNumbers } from '../activities/activity-outline';
import type { ActivityReadDocument } from '../activities/activity.schema';
import { mayEdit, type TaskEditing } from './task-editing';
import type { TaskDocument } from './task.schema';

/** A stored task as the plan screen shows it. */
export function taskReplyOf(task: TaskDocument, activity: Pick<ActivityReadDocument, 'start' | 'finish'> | null, openRoadblocks: number, editing: TaskEditing): TaskReply {
  return {
    id: task._id.toHexString(),
    scheduleId: task.scheduleId,
    activityId: task.activityId,
    parentId: task.parentId ?? null,
    name: task.name,
    start: task.start,
    finish: task.finish,
    duration: task.duration,
    responsibleIds: [...task.responsibleIds],
    subcontractId: task.subcontractId ?? null,
    tags: [...task.tags],
    priority: task.priority as TaskReply['priority'],
    progress: task.progress,
    commitmentPercent: task.commitmentPercent,
    description: task.description,
    status: task.status as TaskReply['status'],
    leanStatus: task.leanStatus,
    leanStatusBeforeRestriction: (task.leanStatusBeforeRestriction ?? null) as TaskLeanStatus | null,
    version: task.version,
    unfit: activity === null ? null : unfitType(task, activity),
    openRoadblocks,
    taktUnitId: task.taktUnitId ?? null,
    resources: (task.resources ?? []).map((resource) => ({ resourceId: resource.resourceId, quantity: resource.quantity })),
    editable: mayEdit(editing, task.subcontractId ?? null),
    updatedAt: (task.updatedAt ?? new Date(0)).toISOString(),
  };
}

/**
 * Progress of an activity from its tasks, by the master plan's roll-up (weights by duration): the activity is the
 * root, its tasks its children, subtasks theirs.
 */
export function tasksProgressOf(activityId: string, tasks: readonly TaskDocument[]): number | null {
  if (tasks.length === 0) return null;
  const rows: WeightedActivity[] = [
    { id: activityId, duration: 0 },
    ...tasks.map((task): WeightedActivity => ({ id: task._id.toHexString(), parentId: task.parentId ?? activityId, duration: task.duration, progress: task.progress })),
  ];
  const progress = rollUpProgress(rows, 'duration').activities.get(activityId)?.progress ?? 0;
  return Math.round(progress * 100) / 100;
}

/**
 * The plan screen's window: the activities that have a day in it, in outline order, each with its tasks, their
 * lean statuses counted for the indicators panel.
 */
export function lookaheadWindowOf(input: {
  scheduleId: string;
  window: PlanningWindow;
  editing: TaskEditing;
  activities: readonly ActivityReadDocument[];
  tasks: readonly TaskDocument[];
  openRoadblocks: ReadonlyMap<string, number>;
}): LookaheadWindowReply {
  const outline = keptOutlineNumbers(input.activities);
  const tasksByActivity = new Map<string, TaskDocument[]>();
  for (const task of input.tasks) {
    const list = tasksByActivity.get(task.activityId) ?? [];
    list.push(task);
    tasksByActivity.set(task.activityId, list);
  }
  const shown = input.activities
    .filter((activity) => overlapsWindow(activity, input.window))
    .map((activity) => ({ activity, wbs: outline.get(activity.activityId) ?? '' }))
    .sort((a, b) => compareOutline(a.wbs, b.wbs));
  const activities: WindowActivity[] = [];
  const tasks: TaskReply[] = [];
  const leanStatusCounts = Object.fromEntries(LEAN_STATUSES.map((status) => [status, 0])) as Record<TaskLeanStatus, number>;
  for (const { activity, wbs } of shown) {
    const own = tasksByActivity.get(activity.activityId) ?? [];
    const topLevel = own.filter((task) => task.parentId === null || task.parentId === undefined);
    activities.push({
      id: activity.activityId,
      parentId: activity.parentId ?? null,
      name: activity.name,
      correlativeId: activity.correlativeId,
      wbs,
      start: activity.start,
      finish: activity.finish,
      progress: activity.progress,
      tasksProgress: tasksProgressOf(activity.activityId, own),
      leanStatus: topLevel.length === 0 ? null : parentLeanStatus(topLevel.map((task) => task.leanStatus)),
      subcontractId: activity.subcontractId ?? null,
      isSummary: activity.isSummary,
      isOnLookahead: own.length > 0,
    });
    for (const task of own) {
      tasks.push(taskReplyOf(task, activity, input.openRoadblocks.get(task._id.toHexString()) ?? 0, input.editing));
      leanStatusCounts[task.leanStatus] += 1;
    }
  }
  return { scheduleId: input.scheduleId, window: input.window, editing: input.editing, activities, tasks, leanStatusCounts };
}
