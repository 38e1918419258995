import { Schema } from 'mongoose';

export const UNIT_RELATION_MODEL = 'UnitRelation';

/** The production units an activity of a schedule is related to: one document per activity, keyed `schedule:activity`. */
export interface UnitRelationRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  activityId: string;
  unitIds: string[];
}

/**
 * Relations live apart from the units: relating 20 trades to a 720-unit tower writes 20 documents, not 720 (FerretDB
 * writes each changed document on its own, 13–21 ms apiece).
 */
export const unitRelationSchema = new Schema<UnitRelationRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    unitIds: { type: [String], default: [] },
  },
  { collection: 'takt_unit_relations', timestamps: true, versionKey: false },
);
unitRelationSchema.index({ companyId: 1, scheduleId: 1 });
