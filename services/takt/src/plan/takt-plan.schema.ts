import { Schema } from 'mongoose';

export const TAKT_PLAN_MODEL = 'TaktPlan';

export interface TaktPlanRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  structureId: string;
  taktDays: number;
  bufferPeriods: number;
  start: string;
  wagonIds: string[];
  /** Wagon id → whole takt periods it was moved by hand. */
  shifts: Record<string, number>;
  /** When the dates were last written to the takt tasks, and how many tasks that write changed. */
  generatedAt: Date | null;
  tasksWritten: number;
}

/** One takt plan per structure. */
export const taktPlanSchema = new Schema<TaktPlanRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    structureId: { type: String, required: true },
    taktDays: { type: Number, required: true },
    bufferPeriods: { type: Number, default: 0 },
    start: { type: String, required: true },
    wagonIds: { type: [String], default: [] },
    shifts: { type: Schema.Types.Mixed, default: {} },
    generatedAt: { type: Date, default: null },
    tasksWritten: { type: Number, default: 0 },
  },
  { collection: 'plans', timestamps: true, versionKey: false, minimize: false },
);
taktPlanSchema.index({ companyId: 1, scheduleId: 1, structureId: 1 }, { unique: true });
