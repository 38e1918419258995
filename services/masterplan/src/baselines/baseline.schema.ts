import { Schema } from 'mongoose';
import type { BaselineSaveOption } from '@tenon/contracts';

/** A baseline's description, small so a schedule's list reads no points. */
export interface BaselineRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  name: string;
  description: string;
  saveOption: BaselineSaveOption;
  createdAt: Date;
  creatorId: string;
  active: boolean;
  visible: boolean;
  pointCount: number;
}

export const baselineSchema = new Schema<BaselineRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    saveOption: { type: Number, required: true, enum: [1, 2, 3, 4] },
    createdAt: { type: Date, required: true },
    creatorId: { type: String, required: true },
    active: { type: Boolean, required: true },
    visible: { type: Boolean, required: true },
    pointCount: { type: Number, required: true },
  },
  { collection: 'baselines', versionKey: false },
);
baselineSchema.index({ companyId: 1, scheduleId: 1 });

export const BASELINE_MODEL = 'Baseline';

/**
 * A baseline's points, one document per baseline under the baseline's id, kept as one JSON text: a 10,000-activity
 * baseline is one write and one read by `_id` (the same reason as the plan's chunks, docs/masterplan-save.md).
 */
export interface BaselinePointsRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  points: string;
}

export const baselinePointsSchema = new Schema<BaselinePointsRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    points: { type: String, required: true },
  },
  { collection: 'baseline_points', versionKey: false },
);

export const BASELINE_POINTS_MODEL = 'BaselinePoints';
