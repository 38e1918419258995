import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const ACTIVITY_MODEL = 'Activity';

/** An activity of a schedule's master plan. Dates are wall-clock ISO 8601 (YYYY-MM-DDTHH:mm). */
export const activitySchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    calendarId: { type: String, default: null },
    parentId: { type: String, default: null },
    name: { type: String, required: true },
    kind: { type: String, required: true, enum: ['task', 'milestone', 'summary'] },
    /** Working minutes. */
    duration: { type: Number, required: true },
    start: { type: String, required: true },
    finish: { type: String, required: true },
    progress: { type: Number, default: 0 },
    correlativeId: { type: Number, required: true },
    order: { type: Number, required: true },
    constraintType: { type: String, default: 'asap' },
    constraintDate: { type: String, default: null },
    priority: { type: String, default: 'normal' },
    description: { type: String, default: '' },
    subcontractId: { type: String, default: null },
    tags: { type: [String], default: [] },
    responsibleIds: { type: [String], default: [] },
  },
  { collection: 'activities', timestamps: true, versionKey: false },
);
activitySchema.index({ companyId: 1, scheduleId: 1, order: 1 });

export type ActivityDocument = InferSchemaType<typeof activitySchema> & { _id: Types.ObjectId };
