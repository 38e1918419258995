import { Schema, type InferSchemaType } from 'mongoose';

export const TASK_PROGRESS_MODEL = 'TaskProgressInbox';

/**
 * Activity progress rolled up from lookahead tasks, waiting to be saved into the plan. One row per activity
 * (`<scheduleId>:<activityId>`): a burst of task writes, a closed week of 500 tasks, becomes one plan version, and a
 * restart finds what was heard but not yet saved.
 */
export const taskProgressSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    progress: { type: Number, required: true },
    weightingBasis: { type: String, required: true },
    by: { type: String, required: true },
    /** When it was heard: a row heard again while its schedule was being saved is kept for the next save. */
    heardAt: { type: Date, required: true },
  },
  { collection: 'task_progress_inbox', versionKey: false },
);
taskProgressSchema.index({ companyId: 1, scheduleId: 1 });

export type TaskProgressRecord = InferSchemaType<typeof taskProgressSchema> & { _id: string };
