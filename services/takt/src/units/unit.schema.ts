import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const UNIT_MODEL = 'Unit';

/** A production unit: the work of one location that a trade completes in one takt. */
export const unitSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    locationId: { type: String, required: true },
    name: { type: String, required: true },
    order: { type: Number, required: true },
    activityIds: { type: [String], default: [] },
  },
  { collection: 'units', timestamps: true, versionKey: false },
);
unitSchema.index({ companyId: 1, scheduleId: 1, locationId: 1 });

export type UnitDocument = InferSchemaType<typeof unitSchema> & { _id: Types.ObjectId };
