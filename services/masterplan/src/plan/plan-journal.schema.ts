import { gunzipSync, gzipSync } from 'node:zlib';
import { Schema } from 'mongoose';
import type { PlanActivity, PlanLink } from '@tenon/contracts';

/** A whole save, written before it commits; applying it again gives the same rows. */
export interface PlanJournalRecord {
  _id: string;
  companyId: string;
  projectId: string;
  scheduleId: string;
  baseVersion: number;
  version: number;
  savedBy: string;
  at: Date;
  activities: { upsert: PlanActivity[]; delete: string[] };
  links: { upsert: PlanLink[]; delete: string[] };
}

/**
 * As stored: the changes as one gzipped JSON text, which the database reads as one field however many rows the save
 * has. Compressed, because a document holds 16 MB and a 51,000-activity import went past it as plain text; journals
 * written before were plain text (`changes`) and are still read.
 */
export type PlanJournalDocument = Omit<PlanJournalRecord, 'activities' | 'links'> & { changesGz?: Buffer; changes?: string };

export const planJournalSchema = new Schema<PlanJournalDocument>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    baseVersion: { type: Number, required: true },
    version: { type: Number, required: true },
    savedBy: { type: String, required: true },
    at: { type: Date, required: true },
    changesGz: { type: Buffer },
    changes: { type: String },
  },
  { collection: 'plan_journals', versionKey: false },
);

export const PLAN_JOURNAL_MODEL = 'PlanJournal';

// The fastest level: the journal lives for one save, and rows of the same fields shrink many times over even so.
export function toJournalDocument({ activities, links, ...rest }: PlanJournalRecord): PlanJournalDocument {
  return { ...rest, changesGz: gzipSync(JSON.stringify({ activities, links }), { level: 1 }) };
}

export function fromJournalDocument({ changes, changesGz, ...rest }: PlanJournalDocument): PlanJournalRecord {
  if (changesGz === undefined && changes === undefined) throw new Error(`plan journal ${rest._id} holds no changes`);
  const text = changesGz !== undefined ? gunzipSync(binaryOf(changesGz)).toString('utf8') : changes!;
  const parsed = JSON.parse(text) as Pick<PlanJournalRecord, 'activities' | 'links'>;
  return { ...rest, activities: parsed.activities, links: parsed.links };
}

/** A lean read gives the driver's `Binary`, not a Buffer. */
function binaryOf(value: Buffer | { buffer: Uint8Array }): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer);
}
