import { Schema, type InferSchemaType } from 'mongoose';

export const WEEK_TASK_MODEL = 'WeekTask';
export const WEEK_TASK_HEAD_MODEL = 'WeekTaskHead';

/** The lookahead's tasks as the weekly plan keeps them (`_id` is the task id), fed by `lookahead.task.updated.v1`. */
export const weekTaskSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    /** Empty until the lookahead names it: such a schedule is read again from the lookahead. */
    activityName: { type: String, default: '' },
    parentId: { type: String, default: null },
    name: { type: String, required: true },
    start: { type: String, required: true },
    finish: { type: String, required: true },
    progress: { type: Number, default: 0 },
    leanStatus: { type: String, required: true },
    responsibleIds: { type: [String], default: [] },
    subcontractId: { type: String, default: null },
    /** The lookahead's version: an older event never overwrites a newer state. */
    version: { type: Number, default: 0 },
  },
  { collection: 'week_tasks', versionKey: false },
);
weekTaskSchema.index({ companyId: 1, scheduleId: 1 });

export type WeekTaskDocument = InferSchemaType<typeof weekTaskSchema>;

/** A schedule whose tasks were read whole from the lookahead at least once: events keep it from then on. */
export const weekTaskHeadSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    builtAt: { type: Date, required: true },
  },
  { collection: 'week_task_heads', versionKey: false },
);

export type WeekTaskHeadDocument = InferSchemaType<typeof weekTaskHeadSchema>;
