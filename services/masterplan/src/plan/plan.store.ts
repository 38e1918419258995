import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PlanActivity, PlanLink } from '@tenon/contracts';
import type { TenantScope } from '@tenon/service-kit';
import { ACTIVITY_MODEL, type ActivityDocument } from '../activities/activity.schema';
import { toObjectId } from '../common/object-id';
import { LINK_MODEL, type LinkDocument } from '../links/link.schema';
import { commitId, PLAN_COMMIT_MODEL, type PlanCommitRecord } from './plan-commit.schema';
import { PLAN_HEAD_MODEL, type PlanHeadRecord } from './plan-head.schema';
import { PLAN_JOURNAL_MODEL, type PlanJournalRecord } from './plan-journal.schema';
import type { PlanRows } from './plan-rules';

const DUPLICATE_KEY = 11000;

type RowDocument = { _id: unknown };

/**
 * Rows are written by deleting the journal's ids and inserting them again: FerretDB's SQLite backend finds an
 * update's row by scanning the collection (about 100 ms a row at 10,000 activities, minutes for a save of 500),
 * while one delete by `_id` list and one bulk insert take a scan and a write. Two appliers of one journal (the save
 * and a reader rolling it forward) may interleave: an insert that finds its row already inserted is the same row,
 * and whichever applier inserts last leaves every row in place. The save refused ids of other schedules
 * (`foreignIds`) before its journal was written.
 */
async function writeRows(model: Model<RowDocument>, rows: ReadonlyArray<{ id: string }>, companyId: string, scheduleId: string): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => toObjectId(row.id));
  await model.deleteMany({ _id: { $in: ids } }).exec();
  try {
    await model.insertMany(
      rows.map(({ id, ...fields }) => ({ ...fields, _id: toObjectId(id), companyId, scheduleId })),
      { ordered: false },
    );
  } catch (error) {
    if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
  }
}

function toPlanActivity(doc: ActivityDocument): PlanActivity {
  return {
    id: doc._id.toHexString(),
    correlativeId: doc.correlativeId,
    name: doc.name,
    kind: doc.kind,
    parentId: doc.parentId ?? null,
    order: doc.order,
    duration: doc.duration,
    start: doc.start,
    finish: doc.finish,
    constraintType: (doc.constraintType ?? 'asap') as PlanActivity['constraintType'],
    constraintDate: doc.constraintDate ?? null,
    calendarId: doc.calendarId ?? null,
    progress: doc.progress ?? 0,
    priority: (doc.priority ?? 'normal') as PlanActivity['priority'],
    description: doc.description ?? '',
    subcontractId: doc.subcontractId ?? null,
    tags: doc.tags ?? [],
    responsibleIds: doc.responsibleIds ?? [],
  };
}

function toPlanLink(doc: LinkDocument): PlanLink {
  return { id: doc._id.toHexString(), predecessorId: doc.predecessorId, successorId: doc.successorId, type: doc.type, lag: doc.lag ?? 0 };
}

/**
 * The rows of a schedule's plan and the two documents a save goes through: its journal, then the head's commit
 * (docs/masterplan-save.md). Every method takes the company; the head and the rows are filtered by it.
 */
@Injectable()
export class PlanStore {
  constructor(
    @InjectModel(PLAN_HEAD_MODEL) private readonly heads: Model<PlanHeadRecord>,
    @InjectModel(PLAN_JOURNAL_MODEL) private readonly journals: Model<PlanJournalRecord>,
    @InjectModel(PLAN_COMMIT_MODEL) private readonly commits: Model<PlanCommitRecord>,
    @InjectModel(ACTIVITY_MODEL) private readonly activities: Model<ActivityDocument>,
    @InjectModel(LINK_MODEL) private readonly links: Model<LinkDocument>,
  ) {}

  head(scope: TenantScope, scheduleId: string): Promise<PlanHeadRecord | null> {
    return this.heads.findOne({ _id: scheduleId, companyId: scope.companyId }).lean<PlanHeadRecord>().exec();
  }

  async rows(scope: TenantScope, scheduleId: string): Promise<PlanRows> {
    const [activities, links] = await Promise.all([
      this.activities.find({ companyId: scope.companyId, scheduleId }).lean<ActivityDocument[]>().exec(),
      this.links.find({ companyId: scope.companyId, scheduleId }).lean<LinkDocument[]>().exec(),
    ]);
    return {
      activities: new Map(activities.map((doc) => [doc._id.toHexString(), toPlanActivity(doc)])),
      links: new Map(links.map((doc) => [doc._id.toHexString(), toPlanLink(doc)])),
    };
  }

  /** Ids of the save that already name a row of another schedule or company: only whether they exist is read. */
  async foreignIds(scope: TenantScope, scheduleId: string, activityIds: readonly string[], linkIds: readonly string[]): Promise<string[]> {
    const elsewhere = (model: Model<ActivityDocument> | Model<LinkDocument>, ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : (model as Model<ActivityDocument>)
            .find({ _id: { $in: ids.map(toObjectId) }, $or: [{ companyId: { $ne: scope.companyId } }, { scheduleId: { $ne: scheduleId } }] }, { _id: 1 })
            .lean<{ _id: { toHexString(): string } }[]>()
            .exec();
    const [activities, links] = await Promise.all([elsewhere(this.activities, activityIds), elsewhere(this.links, linkIds)]);
    return [...activities, ...links].map((doc) => doc._id.toHexString());
  }

  async writeJournal(journal: PlanJournalRecord): Promise<void> {
    await this.journals.create(journal);
  }

  async dropJournal(journalId: string): Promise<void> {
    await this.journals.deleteOne({ _id: journalId }).exec();
  }

  journal(scope: TenantScope, journalId: string): Promise<PlanJournalRecord | null> {
    return this.journals.findOne({ _id: journalId, companyId: scope.companyId }).lean<PlanJournalRecord>().exec();
  }

  /** The commit: the claim of version `baseVersion + 1` for this journal; false when another save claimed it first. */
  async commit(scope: TenantScope, scheduleId: string, baseVersion: number, journalId: string): Promise<boolean> {
    const id = commitId(scheduleId, baseVersion + 1);
    try {
      await this.commits.create({ _id: id, companyId: scope.companyId, scheduleId, version: baseVersion + 1, journalId });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      // Two inserts at once can also end in a busy database rather than a duplicate: what was stored decides.
      const stored = await this.commits.findOne({ _id: id }).lean<PlanCommitRecord>().exec();
      if (stored === null) throw error;
      return stored.journalId === journalId;
    }
  }

  /** The committed save after `version`, whose rows may not all be written yet. */
  commitAfter(scope: TenantScope, scheduleId: string, version: number): Promise<PlanCommitRecord | null> {
    return this.commits.findOne({ _id: commitId(scheduleId, version + 1), companyId: scope.companyId }).lean<PlanCommitRecord>().exec();
  }

  /** Writes the journal's rows; applying it twice leaves the same rows, so a roll-forward may repeat it. */
  async apply(journal: PlanJournalRecord): Promise<void> {
    const { companyId, scheduleId } = journal;
    await writeRows(this.activities as unknown as Model<RowDocument>, journal.activities.upsert, companyId, scheduleId);
    await writeRows(this.links as unknown as Model<RowDocument>, journal.links.upsert, companyId, scheduleId);
    if (journal.links.delete.length > 0) await this.links.deleteMany({ _id: { $in: journal.links.delete.map(toObjectId) }, companyId, scheduleId }).exec();
    if (journal.activities.delete.length > 0) await this.activities.deleteMany({ _id: { $in: journal.activities.delete.map(toObjectId) }, companyId, scheduleId }).exec();
  }

  /** The head at the journal's version; several finishers of one journal write the same values. */
  async finish(journal: PlanJournalRecord): Promise<void> {
    try {
      await this.heads
        .updateOne(
          { _id: journal.scheduleId, companyId: journal.companyId, version: journal.baseVersion },
          { $set: { version: journal.version, savedBy: journal.savedBy, savedAt: journal.at } },
          { upsert: journal.baseVersion === 0 },
        )
        .exec();
    } catch (error) {
      // Another finisher created the head first: it holds the same version.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }
}
