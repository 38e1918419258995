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

/** As stored: the changes as one JSON text, which the database reads as one field however many rows the save has. */
export type PlanJournalDocument = Omit<PlanJournalRecord, 'activities' | 'links'> & { changes: string };

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
    changes: { type: String, required: true },
  },
  { collection: 'plan_journals', versionKey: false },
);

export const PLAN_JOURNAL_MODEL = 'PlanJournal';

export function toJournalDocument({ activities, links, ...rest }: PlanJournalRecord): PlanJournalDocument {
  return { ...rest, changes: JSON.stringify({ activities, links }) };
}

export function fromJournalDocument({ changes, ...rest }: PlanJournalDocument): PlanJournalRecord {
  const parsed = JSON.parse(changes) as Pick<PlanJournalRecord, 'activities' | 'links'>;
  return { ...rest, activities: parsed.activities, links: parsed.links };
}
