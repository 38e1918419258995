import type { LookaheadWindowReply, TaskReply, WindowActivity } from '@tenon/contracts/types';

export type PlanRow = { kind: 'activity'; key: string; activity: WindowActivity } | { kind: 'task'; key: string; task: TaskReply; activity: WindowActivity; depth: number };

/**
 * The table's rows: each activity as a group row with its tasks beneath, subtasks under their task, in the order
 * they were made. Summaries without tasks of their own stay as headings of the outline.
 */
export function planRows(plan: Pick<LookaheadWindowReply, 'activities' | 'tasks'>): PlanRow[] {
  const byActivity = new Map<string, TaskReply[]>();
  for (const task of plan.tasks) {
    const list = byActivity.get(task.activityId) ?? [];
    list.push(task);
    byActivity.set(task.activityId, list);
  }
  const rows: PlanRow[] = [];
  for (const activity of plan.activities) {
    rows.push({ kind: 'activity', key: `a:${activity.id}`, activity });
    const tasks = byActivity.get(activity.id) ?? [];
    const children = new Map<string | null, TaskReply[]>();
    const ids = new Set(tasks.map((t) => t.id));
    for (const task of tasks) {
      const parent = task.parentId !== null && ids.has(task.parentId) ? task.parentId : null;
      const list = children.get(parent) ?? [];
      list.push(task);
      children.set(parent, list);
    }
    const walk = (parent: string | null, depth: number) => {
      for (const task of children.get(parent) ?? []) {
        rows.push({ kind: 'task', key: `t:${task.id}`, task, activity, depth });
        walk(task.id, depth + 1);
      }
    };
    walk(null, 1);
  }
  return rows;
}
