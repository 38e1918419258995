import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const LINK_MODEL = 'Link';

/** A dependency between two activities of one schedule. Lag in working minutes (negative = lead). */
export const linkSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    predecessorId: { type: String, required: true },
    successorId: { type: String, required: true },
    type: { type: String, required: true, enum: ['FS', 'SS', 'FF', 'SF'] },
    lag: { type: Number, default: 0 },
  },
  { collection: 'links', timestamps: true, versionKey: false },
);
linkSchema.index({ companyId: 1, scheduleId: 1 });

export type LinkDocument = InferSchemaType<typeof linkSchema> & { _id: Types.ObjectId };
