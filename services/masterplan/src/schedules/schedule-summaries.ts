import type { MasterplanScheduleSummary } from '@tenon/contracts';

/** Each schedule in the projects service's order, with its activity count (0 when it has none yet). */
export function summarizeSchedules(
  schedules: ReadonlyArray<{ id: string; name: string }>,
  activityCounts: ReadonlyMap<string, number>,
): MasterplanScheduleSummary[] {
  return schedules.map((schedule) => ({ id: schedule.id, name: schedule.name, activityCount: activityCounts.get(schedule.id) ?? 0 }));
}
