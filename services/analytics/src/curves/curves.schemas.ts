import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const CURVE_ACTIVITY_MODEL = 'CurveActivity';
export const BASELINE_CHUNK_MODEL = 'BaselineChunk';
export const PROGRESS_UPDATE_MODEL = 'ProgressUpdate';

/** Read model: each master-plan activity as the last `masterplan.activity-rows.changed.v1` left it. */
export const curveActivitySchema = new Schema(
  {
    /** `scheduleId:activityId`: rows are written whole by id, one scan per chunk on FerretDB rather than one per row. */
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    parentId: { type: String, default: null },
    name: { type: String, default: '' },
    order: { type: Number, default: 0 },
    start: { type: String, required: true },
    finish: { type: String, required: true },
    progress: { type: Number, default: 0 },
    isSummary: { type: Boolean, default: false },
    isMilestone: { type: Boolean, default: false },
    /** Plan version that wrote the row: a whole plan drops the rows older versions left. */
    version: { type: Number, required: true },
  },
  { collection: 'curve_activities', versionKey: false },
);
curveActivitySchema.index({ companyId: 1, scheduleId: 1, activityId: 1 }, { unique: true });

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

export type CurveActivityDocument = InferSchemaType<typeof curveActivitySchema>;
export type BaselineChunkDocument = InferSchemaType<typeof baselineChunkSchema> & { _id: Types.ObjectId };
export type ProgressUpdateDocument = InferSchemaType<typeof progressUpdateSchema> & { _id: Types.ObjectId };
