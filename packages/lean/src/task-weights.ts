/**
 * What a task weighs within its activity. The weighting itself (shares of the siblings' total, zero totals, the
 * weighted sum) is the master plan's roll-up, `rollUpProgress` of `@tenon/scheduling`: tasks are rolled up by it as
 * children of their activity, never by a second copy of the rule here.
 */

/** The project's weighting criterion (activity_creter / task_creter, spec part 3, 3) as the roll-up names it. */
export type TaskWeightBasis = 'duration' | 'cost' | 'hours';

export function weightBasisOf(criterion: 'DURATION' | 'COST' | 'HH' | null | undefined): TaskWeightBasis {
  switch (criterion) {
    case 'COST':
      return 'cost';
    case 'HH':
      return 'hours';
    case 'DURATION':
    case null:
    case undefined:
      return 'duration';
  }
}

const DAY_MS = 86_400_000;

/**
 * A task's duration in days as the lookahead shows it: calendar days from its start day to its finish day, both
 * counted, so a one-day task weighs 1 and never 0.
 */
export function taskDurationDays(task: { start: string; finish: string }): number {
  const start = Date.parse(`${task.start.slice(0, 10)}T00:00:00Z`);
  const finish = Date.parse(`${task.finish.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(finish) || finish < start) return 0;
  return Math.round((finish - start) / DAY_MS) + 1;
}
