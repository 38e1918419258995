import { Schema } from 'mongoose';

/**
 * One per schedule with a Gantt: the plan's version and the save being applied, if any. Single-document updates are
 * atomic in FerretDB, so this document is where a save commits (docs/masterplan-save.md).
 */
export interface PlanHeadRecord {
  _id: string;
  companyId: string;
  version: number;
  /** The journal of the save that committed and is being applied; null when the rows match `version`. */
  pending: string | null;
  savedBy: string | null;
  savedAt: Date | null;
}

export const planHeadSchema = new Schema<PlanHeadRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    version: { type: Number, required: true },
    pending: { type: String, default: null },
    savedBy: { type: String, default: null },
    savedAt: { type: Date, default: null },
  },
  { collection: 'plan_heads', versionKey: false },
);

export const PLAN_HEAD_MODEL = 'PlanHead';
