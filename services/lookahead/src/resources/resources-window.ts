import type { LookaheadResourcesReply, ResourceCatalogEntry, ResourcesWindowActivity, ResourceWindowTotal, TaskResource } from '@tenon/contracts';
import { compareOutline, outlineNumbers } from '../activities/activity-outline';
import type { ActivityReadDocument } from '../activities/activity.schema';

type WindowActivityRow = Pick<ActivityReadDocument, 'activityId' | 'parentId' | 'name' | 'correlativeId' | 'order' | 'start' | 'finish'>;
interface WindowTaskRow {
  id: string;
  activityId: string;
  parentId: string | null;
  name: string;
  start: string;
  finish: string;
  resources: readonly TaskResource[];
}

/** The first day and the last (included) of a window of `days` from `start`, both YYYY-MM-DD. */
export function resourcesWindowOf(start: string, days: number): { start: string; end: string; days: number } {
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days - 1);
  return { start, end: end.toISOString().slice(0, 10), days };
}

/**
 * The resources screen's rows: every task with a day in the window under its activity (in outline order), and per
 * resource the sum of those tasks' quantities. A task that reaches into the window counts whole: what a foreman
 * orders for a task is ordered before it starts, not by the day.
 */
export function resourcesWindowReplyOf(input: {
  scheduleId: string;
  window: { start: string; end: string; days: number };
  catalog: readonly ResourceCatalogEntry[];
  activities: readonly WindowActivityRow[];
  tasks: readonly WindowTaskRow[];
}): LookaheadResourcesReply {
  const { window } = input;
  const known = new Set(input.catalog.map((resource) => resource.id));
  const inWindow = input.tasks.filter((task) => task.start.slice(0, 10) <= window.end && task.finish.slice(0, 10) >= window.start);
  const byActivity = new Map<string, WindowTaskRow[]>();
  for (const task of inWindow) byActivity.set(task.activityId, [...(byActivity.get(task.activityId) ?? []), task]);
  const outline = outlineNumbers(input.activities);
  const activities: ResourcesWindowActivity[] = input.activities
    .filter((activity) => byActivity.has(activity.activityId))
    .map((activity) => ({
      id: activity.activityId,
      name: activity.name,
      wbs: outline.get(activity.activityId) ?? '',
      correlativeId: activity.correlativeId,
      start: activity.start,
      finish: activity.finish,
      tasks: (byActivity.get(activity.activityId) ?? [])
        .sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name))
        .map((task) => ({
          id: task.id,
          parentId: task.parentId,
          name: task.name,
          start: task.start,
          finish: task.finish,
          // A resource deleted from the master plan since leaves the task's row rather than showing an unnamed line.
          resources: task.resources.filter((resource) => known.has(resource.resourceId)).map((resource) => ({ resourceId: resource.resourceId, quantity: resource.quantity })),
        })),
    }))
    .sort((a, b) => compareOutline(a.wbs, b.wbs));
  const totals = new Map<string, ResourceWindowTotal>();
  for (const activity of activities) {
    for (const task of activity.tasks) {
      for (const resource of task.resources) {
        const total = totals.get(resource.resourceId) ?? { resourceId: resource.resourceId, quantity: 0, taskCount: 0 };
        total.quantity = Math.round((total.quantity + resource.quantity) * 1000) / 1000;
        total.taskCount += 1;
        totals.set(resource.resourceId, total);
      }
    }
  }
  const order = new Map(input.catalog.map((resource, index) => [resource.id, index]));
  return {
    scheduleId: input.scheduleId,
    window,
    resources: [...input.catalog],
    activities,
    totals: [...totals.values()].sort((a, b) => (order.get(a.resourceId) ?? 0) - (order.get(b.resourceId) ?? 0)),
  };
}
