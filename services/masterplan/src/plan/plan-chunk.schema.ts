import { Schema } from 'mongoose';

/**
 * Up to CHUNK_ROWS rows of one schedule's plan, kept as one JSON text: written once, never changed, read by `_id`
 * (docs/masterplan-save.md). The rows travel as text because the database then reads one field, not thousands.
 */
export interface PlanChunkRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  kind: 'activities' | 'links';
  rows: string;
}

export const planChunkSchema = new Schema<PlanChunkRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    kind: { type: String, required: true, enum: ['activities', 'links'] },
    rows: { type: String, required: true },
  },
  { collection: 'plan_chunks', versionKey: false },
);

export const PLAN_CHUNK_MODEL = 'PlanChunk';
