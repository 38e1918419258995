import { stampSchema } from '@tenon/service-kit';

export const TASK_STAMP_MODEL = 'TaskStamp';

/** Raised after every write of a schedule's tasks (`_id` is `<companyId>:<scheduleId>`). */
export const taskStampSchema = stampSchema('task_stamps');
