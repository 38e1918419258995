/** CNC codes the service answers, each with its own message; others fall back to the platform's. */
export const CNC_ERROR_KEYS: Record<string, string> = {
  CNC_UNKNOWN: 'error_cnc_unknown',
  CNC_TYPE_UNKNOWN: 'error_cnc_type_unknown',
  CNC_TYPE_NAME_TAKEN: 'error_cnc_type_name_taken',
  CNC_TYPE_IN_USE: 'error_cnc_type_in_use',
  CNC_TYPES_FULL: 'error_cnc_types_full',
  CNC_TASK_UNKNOWN: 'error_cnc_task_unknown',
  NOT_CNC_AUTHOR: 'error_not_cnc_author',
  NO_PERMISSION: 'non_permission_access',
};
