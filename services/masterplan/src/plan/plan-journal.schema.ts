import { Schema } from 'mongoose';
import type { PlanActivity, PlanLink } from '@tenon/contracts';

/** A whole save in one document, written before it commits; applying it again gives the same rows. */
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

export const planJournalSchema = new Schema<PlanJournalRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    baseVersion: { type: Number, required: true },
    version: { type: Number, required: true },
    savedBy: { type: String, required: true },
    at: { type: Date, required: true },
    activities: { type: Schema.Types.Mixed, required: true },
    links: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'plan_journals', versionKey: false, minimize: false },
);
planJournalSchema.index({ companyId: 1, scheduleId: 1, version: -1 });

export const PLAN_JOURNAL_MODEL = 'PlanJournal';
