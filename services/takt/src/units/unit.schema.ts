import { Schema } from 'mongoose';

export const UNIT_MODEL = 'Unit';

export interface UnitRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  structureId: string;
  locationId: string;
  name: string;
  order: number;
  /** Master-plan activities related to the unit; each has a takt task for it. */
  activityIds: string[];
}

/** A production unit: the work of one location that a trade completes in one takt. */
export const unitSchema = new Schema<UnitRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    structureId: { type: String, required: true },
    locationId: { type: String, required: true },
    name: { type: String, required: true },
    order: { type: Number, required: true },
    activityIds: { type: [String], default: [] },
  },
  { collection: 'units', timestamps: true, versionKey: false },
);
unitSchema.index({ companyId: 1, scheduleId: 1, locationId: 1 });
