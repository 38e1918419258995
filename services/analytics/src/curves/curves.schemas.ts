import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const CURVE_ACTIVITY_CHUNK_MODEL = 'CurveActivityChunk';
export const BASELINE_CHUNK_MODEL = 'BaselineChunk';
export const PROGRESS_UPDATE_MODEL = 'ProgressUpdate';

/**
 * Read model: a schedule's master-plan activities as the last `masterplan.activity-rows.changed.v1` left them, spread
 * over ACTIVITY_CHUNKS documents by activity id, each holding its activities as JSON text. FerretDB decodes a document
 * value by value in Go: 10,000 activities took 1.1 s as one document each and 0.14 s as JSON text in 20 documents,
 * which node parses at once. The dashboard reads every activity of a project's schedules on each open.
 */
export const curveActivityChunkSchema = new Schema(
  {
    /** `scheduleId:chunk`. */
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    chunk: { type: Number, required: true },
    /** JSON of `StoredCurveActivity[]`. */
    rows: { type: String, required: true },
  },
  { collection: 'curve_activity_chunks', versionKey: false },
);
curveActivityChunkSchema.index({ companyId: 1, scheduleId: 1, chunk: 1 }, { unique: true });

/** Read model: the schedule's active baseline, one row per chunk of `masterplan.baseline.activated.v1`. */
export const baselineChunkSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    baselineId: { type: String, required: true },
    chunkIndex: { type: Number, required: true },
    points: { type: [{ _id: false, activityId: String, start: String, finish: String }], default: [] },
  },
  { collection: 'curve_baseline_chunks', versionKey: false },
);
baselineChunkSchema.index({ companyId: 1, scheduleId: 1, chunkIndex: 1 }, { unique: true });

/** Read model: each schedule update (`masterplan.progress.updated.v1`), the progress history of the real curve. */
export const progressUpdateSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    updateId: { type: String, required: true },
    /** The day the progress was measured: the update's data date, or the day it was saved. */
    day: { type: String, required: true },
    progress: { type: Number, required: true },
    activityProgress: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'curve_progress_updates', versionKey: false, minimize: false },
);
progressUpdateSchema.index({ companyId: 1, updateId: 1 }, { unique: true });
progressUpdateSchema.index({ companyId: 1, scheduleId: 1, day: 1 });

export type CurveActivityChunkDocument = InferSchemaType<typeof curveActivityChunkSchema>;
export type BaselineChunkDocument = InferSchemaType<typeof baselineChunkSchema> & { _id: Types.ObjectId };
export type ProgressUpdateDocument = InferSchemaType<typeof progressUpdateSchema> & { _id: Types.ObjectId };
