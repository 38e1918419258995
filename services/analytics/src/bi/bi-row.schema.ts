import { Schema, type Types } from 'mongoose';
import type { BiRow } from '@tenon/contracts';

export const BI_ROW_MODEL = 'BiRow';

/** What the BI read model keeps per kind; the dashboard's own facts (PPC weeks, CNCs, roadblocks) are read where they are. */
export type BiRowKind = 'project' | 'schedule' | 'task' | 'commitment';

/**
 * Read model for the BI API: one row per project, schedule, task or week commitment of a company, as the
 * last event about it left it. `updatedAt` orders the pages and answers `updatedSince`. A deleted thing keeps its row
 * with `deleted` set, so a refresh by `updatedSince` drops it too.
 */
export interface BiRowDocument {
  /** `biRowIdOf(company, kind, key)`; ObjectIds only on rows written before ids came from keys, until they are keyed. */
  _id: string | Types.ObjectId;
  companyId: string;
  kind: BiRowKind;
  /** The id of the thing the row describes, unique per kind. */
  key: string;
  projectId: string | null;
  scheduleId: string | null;
  row: BiRow;
  updatedAt: Date;
  deleted?: boolean;
  deletedAt?: Date | null;
}

/** A row as a page lists it: the activities' chunks list theirs in this shape too. */
export type BiListedRow = Pick<BiRowDocument, 'key' | 'projectId' | 'scheduleId' | 'row' | 'updatedAt' | 'deleted' | 'deletedAt'>;

export const biRowSchema = new Schema<BiRowDocument>(
  {
    // Ids are given, never generated, and not cast: a string id would not pass as an ObjectId.
    _id: { type: Schema.Types.Mixed },
    companyId: { type: String, required: true },
    kind: { type: String, required: true },
    key: { type: String, required: true },
    projectId: { type: String, default: null },
    scheduleId: { type: String, default: null },
    row: { type: Schema.Types.Mixed, default: {} },
    updatedAt: { type: Date, required: true },
    deleted: { type: Boolean, default: false },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'bi_rows', versionKey: false, minimize: false },
);
biRowSchema.index({ companyId: 1, kind: 1, key: 1 }, { unique: true });
biRowSchema.index({ companyId: 1, kind: 1, updatedAt: 1, _id: 1 });
biRowSchema.index({ companyId: 1, kind: 1, scheduleId: 1 });
