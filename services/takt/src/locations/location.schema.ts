import { Schema } from 'mongoose';

export const LOCATION_MODEL = 'Location';

export interface LocationRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  structureId: string;
  /** The enclosing location; null for a top level of the structure. */
  parentId: string | null;
  name: string;
  /** Depth in the structure, 1 for its top locations. */
  level: number;
  order: number;
}

/** A node of a schedule's location breakdown (level, zone) through which trades flow in takt. */
export const locationSchema = new Schema<LocationRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    structureId: { type: String, required: true },
    parentId: { type: String, default: null },
    name: { type: String, required: true },
    level: { type: Number, default: 1 },
    order: { type: Number, required: true },
  },
  { collection: 'locations', timestamps: true, versionKey: false },
);
locationSchema.index({ companyId: 1, scheduleId: 1, order: 1 });
