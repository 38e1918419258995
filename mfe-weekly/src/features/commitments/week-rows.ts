import type { TaskCommitment, WeekReply, WeekTask } from '@tenon/contracts/types';

/** One line of the week table: an activity's heading, or one of its tasks with its commitment. */
export type WeekRow = { key: string; kind: 'activity'; name: string; taskCount: number } | { key: string; kind: 'task'; task: WeekTask; commitment: TaskCommitment | null };

/**
 * The week's activities and tasks as one flat list, each activity's heading before its tasks: a virtual list lays
 * out only the lines in view, whatever the nesting, so a 500-task week draws as fast as a 5-task one.
 */
export function weekRowsOf(week: Pick<WeekReply, 'activities' | 'commitments'>): WeekRow[] {
  const commitments = new Map(week.commitments.map((c) => [c.id, c]));
  const rows: WeekRow[] = [];
  for (const activity of week.activities) {
    rows.push({ key: `activity:${activity.id}`, kind: 'activity', name: activity.name, taskCount: activity.tasks.length });
    for (const task of activity.tasks) {
      rows.push({ key: task.id, kind: 'task', task, commitment: task.commitmentId === null ? null : (commitments.get(task.commitmentId) ?? null) });
    }
  }
  return rows;
}

/** Whether the task falls on this day of the week (YYYY-MM-DD): the day columns mark it. */
export function isTaskOnDay(task: Pick<WeekTask, 'start' | 'finish'>, day: string): boolean {
  return task.start.slice(0, 10) <= day && task.finish.slice(0, 10) >= day;
}
