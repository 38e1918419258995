import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const SCHEDULE_MODEL = 'Schedule';

export const scheduleSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    name: { type: String, required: true },
    order: { type: Number, required: true },
    visible: { type: Boolean, default: true },
    status: { type: String, default: 'active' },
    productive: { type: Boolean, default: true },
    hoursPerDay: { type: Number, default: 8 },
    hoursPerWeek: { type: Number, default: 40 },
    dateFormat: { type: String, default: 'MM/DD/YY' },
    lastUniqueCorrelativeId: { type: Number, default: 0 },
    currentClosedWeek: { type: Number, default: null },
    didCloseWeek: { type: Boolean, default: false },
  },
  { collection: 'schedules', timestamps: true, versionKey: false },
);
scheduleSchema.index({ companyId: 1, projectId: 1, order: 1 });

export type ScheduleDocument = InferSchemaType<typeof scheduleSchema> & { _id: Types.ObjectId };
