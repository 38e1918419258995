/** Spec part 3, 4 (week commitment): the timing of a commitment, its percentage and the deleted-task rule. */

export type CommitmentTiming = 'commit_ontime' | 'commit_early' | 'commit_late';

/**
 * When the week's commitment is made against its commitment day (the week's first day): on that day it is on time,
 * before it (the commitment day is still ahead) early, after it late. Days are YYYY-MM-DD.
 */
export function commitmentTiming(commitmentDay: string, today: string): CommitmentTiming {
  const day = commitmentDay.slice(0, 10);
  const now = today.slice(0, 10);
  if (day === now) return 'commit_ontime';
  return day > now ? 'commit_early' : 'commit_late';
}

export type CommitmentPercentProblem = 'NOT_A_PERCENT' | 'BELOW_PROGRESS' | 'ABOVE_100';

/**
 * Whether a task may be committed to reach `percent` this week: a commitment is the progress the task will have at
 * the end of the week, so it never falls below the progress it already has, and the total is capped at 100.
 */
export function commitmentPercentProblem(percent: number, currentProgress: number): CommitmentPercentProblem | null {
  if (!Number.isFinite(percent) || percent < 0) return 'NOT_A_PERCENT';
  if (percent > 100) return 'ABOVE_100';
  if (percent < Math.min(100, Math.max(0, currentProgress))) return 'BELOW_PROGRESS';
  return null;
}

/** The percentage proposed when a task is selected: all of it, unless typed otherwise. */
export const PROPOSED_COMMITMENT_PERCENT = 100;

/** A realized percentage at closing: progress never goes back, and stays within 0..100. */
export function realizedPercentProblem(realized: number): 'NOT_A_PERCENT' | null {
  return Number.isFinite(realized) && realized >= 0 && realized <= 100 ? null : 'NOT_A_PERCENT';
}

/** A commitment is kept when what was realized reaches what was committed. */
export function isCommitmentMet(commitment: { committedPercent: number; realizedPercent: number | null }): boolean {
  return commitment.realizedPercent !== null && commitment.realizedPercent >= commitment.committedPercent;
}

/**
 * A row of the deleted-tasks list counts as fulfilled when the week is closed and realized reached the commitment,
 * or, while the week is open, when nothing (0 or less) was committed.
 */
export function isDeletedTaskFulfilled(row: { weekClosed: boolean; committedPercent: number; realizedPercent: number | null }): boolean {
  if (row.weekClosed) return row.realizedPercent !== null && row.realizedPercent >= row.committedPercent;
  return row.committedPercent <= 0;
}
