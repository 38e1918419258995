import { ApiError, errorMessage } from '@tenon/ui';

/** Roadblock codes the service answers, each with its own message; others fall back to the platform's. */
const ROADBLOCK_CODES: Record<string, string> = {
  CHANGE_NOT_COMMITMENT: 'error_change_notcommitment',
  CONSTRAINT_TASK_UNKNOWN: 'error_task_unknown',
  CONSTRAINT_SCHEDULE_UNKNOWN: 'error_schedule_unknown',
  CONSTRAINT_UNKNOWN: 'error_constraint_unknown',
  RESPONSIBLE_OUTSIDE_SUBCONTRACT: 'error_responsible_outside_subcontract',
  NO_PERMISSION: 'non_permission_access',
};

export function roadblockErrorText(error: unknown, t: (key: string) => string, language: string): string {
  if (!(error instanceof ApiError)) return t('error_generic');
  const key = ROADBLOCK_CODES[error.code];
  return key === undefined ? errorMessage(error.code, language) : t(key);
}
