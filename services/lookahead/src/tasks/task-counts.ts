/** How many tasks each activity has, tasks and subtasks alike (each is work planned under it); none, left out. */
export function taskCountsByActivity(tasks: ReadonlyArray<{ activityId: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const task of tasks) counts[task.activityId] = (counts[task.activityId] ?? 0) + 1;
  return counts;
}
