import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const TASK_MODEL = 'Task';

/** A lookahead task: a piece of an activity planned for the coming weeks. */
export const taskSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    parentId: { type: String, default: null },
    name: { type: String, required: true },
    start: { type: String, required: true },
    finish: { type: String, required: true },
    progress: { type: Number, default: 0 },
    leanStatus: { type: String, default: 'Debit', enum: ['Restricted', 'Debit', 'Can', 'Will', 'Committed'] },
    status: { type: String, default: 'Waiting' },
    subcontractId: { type: String, default: null },
    responsibleIds: { type: [String], default: [] },
  },
  { collection: 'tasks', timestamps: true, versionKey: false },
);
taskSchema.index({ companyId: 1, scheduleId: 1, activityId: 1 });

export type TaskDocument = InferSchemaType<typeof taskSchema> & { _id: Types.ObjectId };
