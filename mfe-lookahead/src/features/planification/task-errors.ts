import { ApiError } from '@tenon/ui';

/** The lookahead's own error codes and the message key each one shows; anything else falls back to a generic one. */
const TASK_ERROR_KEYS: Readonly<Record<string, string>> = {
  TASK_VERSION_CONFLICT: 'error_version_conflict',
  TASK_RESTRICTED: 'error_task_restricted',
  RESTRICTED_BY_ROADBLOCKS_ONLY: 'error_restricted_by_roadblocks',
  OUTSIDE_SUBCONTRACT: 'error_outside_subcontract',
  NO_PERMISSION: 'error_no_permission',
  VALIDATION_FAILED: 'error_validation',
  NOT_FOUND: 'error_not_found',
  TASK_RESOURCE_UNKNOWN: 'error_resource_unknown',
};

export const TASK_ERROR_CODES = Object.keys(TASK_ERROR_KEYS);

export function taskErrorKey(error: unknown): string {
  return (error instanceof ApiError ? TASK_ERROR_KEYS[error.code] : undefined) ?? 'error_save_failed';
}
