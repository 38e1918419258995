import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PlanActivity, PlanLink } from '@tenon/contracts';
import { companyIdOf, scopedFilter, type TenantScope } from '@tenon/service-kit';
import { ActivitiesRepository } from '../activities/activities.repository';
import type { ActivityDocument } from '../activities/activity.schema';
import type { LinkDocument } from '../links/link.schema';
import { LinksRepository } from '../links/links.repository';
import { commitId, PLAN_COMMIT_MODEL, type PlanCommitRecord } from './plan-commit.schema';
import { PLAN_HEAD_MODEL, type PlanHeadRecord } from './plan-head.schema';
import { PLAN_JOURNAL_MODEL, type PlanJournalRecord } from './plan-journal.schema';
import type { PlanRows } from './plan-rules';

const DUPLICATE_KEY = 11000;

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
 * The rows of a schedule's plan (through the activities and links repositories) and the documents a save goes
 * through: its journal, then the head's commit (docs/masterplan-save.md). Every method takes the tenant scope first;
 * heads, journals and commits span three collections, so their filters are built here with the service kit's
 * `scopedFilter`, as a TenantScopedRepository builds its own.
 */
@Injectable()
export class PlanStore {
  constructor(
    @InjectModel(PLAN_HEAD_MODEL) private readonly heads: Model<PlanHeadRecord>,
    @InjectModel(PLAN_JOURNAL_MODEL) private readonly journals: Model<PlanJournalRecord>,
    @InjectModel(PLAN_COMMIT_MODEL) private readonly commits: Model<PlanCommitRecord>,
    private readonly activities: ActivitiesRepository,
    private readonly links: LinksRepository,
  ) {}

  head(scope: TenantScope, scheduleId: string): Promise<PlanHeadRecord | null> {
    return this.heads.findOne(scopedFilter(scope, { _id: scheduleId })).lean<PlanHeadRecord>().exec();
  }

  async rows(scope: TenantScope, scheduleId: string): Promise<PlanRows> {
    const [activities, links] = await Promise.all([this.activities.findMany(scope, { scheduleId }), this.links.findMany(scope, { scheduleId })]);
    return {
      activities: new Map(activities.map((doc) => [doc._id.toHexString(), toPlanActivity(doc)])),
      links: new Map(links.map((doc) => [doc._id.toHexString(), toPlanLink(doc)])),
    };
  }

  /** Ids of the save that already name a row of another schedule or company: only whether they exist is read. */
  async foreignIds(scope: TenantScope, scheduleId: string, activityIds: readonly string[], linkIds: readonly string[]): Promise<string[]> {
    const [activities, links] = await Promise.all([
      this.activities.idsElsewhere(scope, scheduleId, activityIds),
      this.links.idsElsewhere(scope, scheduleId, linkIds),
    ]);
    return [...activities, ...links];
  }

  async writeJournal(scope: TenantScope, journal: PlanJournalRecord): Promise<void> {
    await this.journals.create({ ...journal, companyId: companyIdOf(scope) });
  }

  /**
   * Only the journal this save just wrote: deleted by `_id` alone, the one filter FerretDB's SQLite backend reads by
   * key (journals hold whole saves, a scan of them is slow), its company checked on the record in hand.
   */
  async dropJournal(scope: TenantScope, journal: PlanJournalRecord): Promise<void> {
    if (journal.companyId !== companyIdOf(scope)) throw new Error("a journal is dropped only by its own company's save");
    await this.journals.deleteOne({ _id: journal._id }).exec();
  }

  journal(scope: TenantScope, journalId: string): Promise<PlanJournalRecord | null> {
    return this.journals.findOne(scopedFilter(scope, { _id: journalId })).lean<PlanJournalRecord>().exec();
  }

  /** The commit: the claim of version `baseVersion + 1` for this journal; false when another save claimed it first. */
  async commit(scope: TenantScope, scheduleId: string, baseVersion: number, journalId: string): Promise<boolean> {
    const id = commitId(scheduleId, baseVersion + 1);
    try {
      await this.commits.create({ _id: id, companyId: companyIdOf(scope), scheduleId, version: baseVersion + 1, journalId });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      // Two inserts at once can also end in a busy database rather than a duplicate: what was stored decides. Read by
      // `_id` alone: the id is this schedule's next version, which no other company's schedule can name.
      const stored = await this.commits.findOne({ _id: id }).lean<PlanCommitRecord>().exec();
      if (stored === null) throw error;
      return stored.journalId === journalId;
    }
  }

  /** The committed save after `version`, whose rows may not all be written yet. */
  commitAfter(scope: TenantScope, scheduleId: string, version: number): Promise<PlanCommitRecord | null> {
    return this.commits.findOne(scopedFilter(scope, { _id: commitId(scheduleId, version + 1) })).lean<PlanCommitRecord>().exec();
  }

  /**
   * Writes the journal's rows; applying it twice leaves the same rows, so a roll-forward may repeat it. Rows are
   * deleted and inserted again rather than updated (docs/masterplan-save.md); two appliers of one journal (the save and
   * a reader rolling it forward) may interleave, and whichever inserts last leaves every row in place. The save refused
   * ids of other schedules and companies (`foreignIds`) before its journal was written.
   */
  async apply(scope: TenantScope, journal: PlanJournalRecord): Promise<void> {
    const { scheduleId } = journal;
    await this.activities.replaceRows(scope, scheduleId, journal.activities.upsert);
    await this.links.replaceRows(scope, scheduleId, journal.links.upsert);
    await this.links.deleteRows(scope, scheduleId, journal.links.delete);
    await this.activities.deleteRows(scope, scheduleId, journal.activities.delete);
  }

  /** The head at the journal's version; several finishers of one journal write the same values. */
  async finish(scope: TenantScope, journal: PlanJournalRecord): Promise<void> {
    try {
      await this.heads
        .updateOne(
          scopedFilter(scope, { _id: journal.scheduleId, version: journal.baseVersion }),
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
