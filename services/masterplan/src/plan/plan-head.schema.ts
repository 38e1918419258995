import { Schema } from 'mongoose';

/**
 * One per schedule with a Gantt: the version its rows are at, who saved it when, and the chunks that hold its rows
 * (docs/masterplan-save.md). A head without chunk lists belongs to a plan still kept one row per document.
 */
export interface PlanHeadRecord {
  _id: string;
  companyId: string;
  version: number;
  savedBy: string | null;
  savedAt: Date | null;
  activityChunks?: string[];
  linkChunks?: string[];
  activityCount?: number;
}

export const planHeadSchema = new Schema<PlanHeadRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    version: { type: Number, required: true },
    savedBy: { type: String, default: null },
    savedAt: { type: Date, default: null },
    activityChunks: { type: [String], default: undefined },
    linkChunks: { type: [String], default: undefined },
    activityCount: { type: Number },
  },
  { collection: 'plan_heads', versionKey: false },
);

export const PLAN_HEAD_MODEL = 'PlanHead';
