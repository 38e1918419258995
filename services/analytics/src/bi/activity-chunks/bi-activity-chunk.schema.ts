import { Schema } from 'mongoose';

export const BI_ACTIVITY_CHUNK_MODEL = 'BiActivityChunk';
export const BI_ACTIVITY_SCHEDULE_MODEL = 'BiActivitySchedule';

/**
 * The BI read model's activities: a schedule's rows spread over ACTIVITY_CHUNKS chunks by activity id, each a document
 * of its live rows and one of its tombstones, holding them as JSON text in key order. A BI tool pulls every activity of a company; as a document each, FerretDB
 * decoded and sorted every row of the company for each page (32 s a page at 200,000 rows).
 */
export interface BiActivityChunkDocument {
  /** `scheduleId:chunk`, or `scheduleId:chunk:gone`. */
  _id: string;
  companyId: string;
  projectId: string;
  scheduleId: string;
  chunk: number;
  /** Its live rows, or its tombstones (`scheduleId:chunk:gone`). */
  part: 'live' | 'gone';
  /** `encodeChunkRows` of its rows, sorted by key. */
  rows: string;
}

export const biActivityChunkSchema = new Schema<BiActivityChunkDocument>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    chunk: { type: Number, required: true },
    part: { type: String, required: true },
    rows: { type: String, required: true },
  },
  { collection: 'bi_activity_chunks', versionKey: false },
);
biActivityChunkSchema.index({ companyId: 1, scheduleId: 1 });

/**
 * What a page needs to know of a schedule's chunks without reading them: how many live rows and tombstones each
 * holds and when its latest row changed. A page of a whole company reads these small documents, then only the
 * chunks it lists.
 */
export interface BiActivityScheduleDocument {
  /** The schedule's id. */
  _id: string;
  companyId: string;
  projectId: string;
  scheduleId: string;
  /** Live rows per chunk. */
  live: number[];
  /** Tombstones per chunk. */
  dead: number[];
  /** The latest change of a row of each chunk (ms since the epoch), 0 when the chunk is empty. */
  changedAt: number[];
  /** When the schedule's active baseline changed (ms): every live row's baseline dates changed then. */
  baselineAt: number | null;
}

export const biActivityScheduleSchema = new Schema<BiActivityScheduleDocument>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    live: { type: [Number], default: [] },
    dead: { type: [Number], default: [] },
    changedAt: { type: [Number], default: [] },
    baselineAt: { type: Number, default: null },
  },
  { collection: 'bi_activity_schedules', versionKey: false },
);
biActivityScheduleSchema.index({ companyId: 1 });
