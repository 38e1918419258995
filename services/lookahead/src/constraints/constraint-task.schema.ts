import { Schema } from 'mongoose';
import type { LeanStatus } from '@tenon/lean';

/**
 * The roadblock side's view of the `tasks` collection: the fields the restriction rule reads and the two it writes
 * (lean status and the status remembered while Restricted). The tasks feature owns the rest of the document, so this
 * model is not strict and never rewrites a task whole.
 */
export const CONSTRAINT_TASK_MODEL = 'ConstraintTask';

export const constraintTaskSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String },
    name: { type: String },
    leanStatus: { type: String },
    leanStatusBeforeRestriction: { type: String, default: null },
  },
  { collection: 'tasks', strict: false, versionKey: false, autoIndex: false },
);

export interface ConstraintTaskRecord {
  _id: unknown;
  companyId: string;
  scheduleId: string;
  activityId: string;
  name: string;
  leanStatus: LeanStatus;
  leanStatusBeforeRestriction?: LeanStatus | null;
}
