import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const LOAD_TIME_MODEL = 'LoadTime';

/** One load time the performance tracker reported (spec part 3 §1). */
export const loadTimeSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    userId: { type: String, required: true },
    event: { type: String, required: true },
    ms: { type: Number, required: true },
    day: { type: String, required: true },
  },
  { collection: 'load_times', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
loadTimeSchema.index({ companyId: 1, projectId: 1, day: 1 });

export type LoadTimeDocument = InferSchemaType<typeof loadTimeSchema> & { _id: Types.ObjectId };
