import { Schema } from 'mongoose';

/**
 * The commit of a save: one insert whose `_id` is `<scheduleId>:<version>`. Inserting a taken `_id` fails in the
 * database itself, so of two saves from the same version exactly one owns the next; a conditional update would not do,
 * FerretDB can let two of them match the same document.
 */
export interface PlanCommitRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  version: number;
  journalId: string;
}

export const planCommitSchema = new Schema<PlanCommitRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    version: { type: Number, required: true },
    journalId: { type: String, required: true },
  },
  { collection: 'plan_commits', versionKey: false },
);

export const PLAN_COMMIT_MODEL = 'PlanCommit';
export const commitId = (scheduleId: string, version: number): string => `${scheduleId}:${version}`;
