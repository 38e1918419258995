import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const ACTIVITY_PROGRESS_MODEL = 'ActivityProgress';

/** Read model: the latest progress of each master-plan activity, built from masterplan events for the curves. */
export const activityProgressSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    progress: { type: Number, required: true },
    start: { type: String, required: true },
    finish: { type: String, required: true },
    /** Event id of the last applied update, so a redelivery changes nothing. */
    lastEventId: { type: String, required: true },
  },
  { collection: 'activity_progress', timestamps: true, versionKey: false },
);
activityProgressSchema.index({ companyId: 1, scheduleId: 1, activityId: 1 }, { unique: true });

export type ActivityProgressDocument = InferSchemaType<typeof activityProgressSchema> & { _id: Types.ObjectId };
