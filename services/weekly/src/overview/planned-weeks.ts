import type { WeeklyPlannedWeek } from '@tenon/contracts';

/** Commitments per planning week, oldest week first. */
export function plannedWeeks(weekStarts: readonly string[]): WeeklyPlannedWeek[] {
  const counts = new Map<string, number>();
  for (const weekStart of weekStarts) counts.set(weekStart, (counts.get(weekStart) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([weekStart, commitmentCount]) => ({ weekStart, commitmentCount }));
}
