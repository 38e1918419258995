import { Schema } from 'mongoose';

/** One per schedule with a Gantt: the version its rows are at, and who saved it when (docs/masterplan-save.md). */
export interface PlanHeadRecord {
  _id: string;
  companyId: string;
  version: number;
  savedBy: string | null;
  savedAt: Date | null;
}

export const planHeadSchema = new Schema<PlanHeadRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    version: { type: Number, required: true },
    savedBy: { type: String, default: null },
    savedAt: { type: Date, default: null },
  },
  { collection: 'plan_heads', versionKey: false },
);

export const PLAN_HEAD_MODEL = 'PlanHead';
