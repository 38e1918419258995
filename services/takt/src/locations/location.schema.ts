import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const LOCATION_MODEL = 'Location';

/** A node of a schedule's location breakdown (building, level, zone) through which trades flow in takt. */
export const locationSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    structureId: { type: String, default: null },
    parentId: { type: String, default: null },
    name: { type: String, required: true },
    order: { type: Number, required: true },
  },
  { collection: 'locations', timestamps: true, versionKey: false },
);
locationSchema.index({ companyId: 1, scheduleId: 1, order: 1 });

export type LocationDocument = InferSchemaType<typeof locationSchema> & { _id: Types.ObjectId };
