import { ApiError } from '@tenon/ui';

/** Spec part 3, 2.5: a deleted task's name is cut at 20 characters. */
export const DELETED_NAME_MAX = 20;
/** Spec part 3, 2.5: the deleted-task list scrolls above 6 rows. */
export const DELETED_ROWS_BEFORE_SCROLL = 6;

export function cutName(name: string, max = DELETED_NAME_MAX): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

/** The message key of a typed commitment percentage, or null when it can be sent (spec part 3, 4). */
export function percentProblemKey(percent: number | null, progress: number): string | null {
  if (percent === null || !Number.isFinite(percent)) return 'percent_required';
  if (percent < 0 || percent > 100) return 'percent_range';
  if (percent < Math.min(100, progress)) return 'percent_below_progress';
  return null;
}

const WEEK_ERROR_KEYS: Readonly<Record<string, string>> = {
  COMMITMENT_BELOW_PROGRESS: 'percent_below_progress',
  TASK_NOT_IN_WEEK: 'error_task_not_in_week',
  WEEK_CLOSED: 'error_week_closed',
  WEEK_NOT_COMMITTED: 'error_week_not_committed',
  NOT_A_WEEK_START: 'error_not_a_week_start',
  OUTSIDE_SUBCONTRACT: 'error_outside_subcontract',
  NO_PERMISSION: 'non_permission_access',
  VALIDATION_FAILED: 'error_validation',
  NOT_FOUND: 'error_not_found',
};

export const WEEK_ERROR_CODES = Object.keys(WEEK_ERROR_KEYS);

export function weekErrorKey(error: unknown): string {
  return (error instanceof ApiError ? WEEK_ERROR_KEYS[error.code] : undefined) ?? 'error_save_failed';
}

/** Spec part 3, 9: PPC is dark from 50 up, red below. */
export function ppcColour(ppc: number | null): string {
  if (ppc === null) return 'rgba(0,0,0,0.35)';
  return ppc >= 50 ? '#1f3a5f' : '#cf1322';
}
