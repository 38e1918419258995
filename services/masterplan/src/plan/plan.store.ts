import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { planActivityDefaults, type PlanActivity, type PlanLink } from '@tenon/contracts';
import { getProcessLogger, type TenantScope } from '@tenon/service-kit';
import { ACTIVITY_MODEL, type ActivityDocument } from '../activities/activity.schema';
import { LINK_MODEL, type LinkDocument } from '../links/link.schema';
import { ChunkCache } from './chunk-cache';
import { PLAN_CHUNK_MODEL, type PlanChunkRecord } from './plan-chunk.schema';
import { chunksOf, rechunk, type Chunk } from './plan-chunks';
import { commitId, PLAN_COMMIT_MODEL, type PlanCommitRecord } from './plan-commit.schema';
import { PLAN_HEAD_MODEL, type PlanHeadRecord } from './plan-head.schema';
import { fromJournalDocument, PLAN_JOURNAL_MODEL, toJournalDocument, type PlanJournalDocument, type PlanJournalRecord } from './plan-journal.schema';
import type { PlanRows } from './plan-rules';

const DUPLICATE_KEY = 11000;
/** About 60 MB of parsed rows: a handful of 10,000-activity plans stay warm in one process. */
const CACHE_ROWS = 200_000;
/** A reader that meets a chunk a save has just retired reads the new head; more than this and something is wrong. */
const READ_ATTEMPTS = 3;

type Kind = PlanChunkRecord['kind'];
export interface PlanLayout {
  activities: Chunk<PlanActivity>[];
  links: Chunk<PlanLink>[];
}

/** What `apply` wrote, for `finish` to point the head at. */
export interface AppliedSave {
  layout: PlanLayout;
  retired: string[];
  /** The rows were kept one per document before this save: those documents go once the head points at the chunks. */
  fromRows: boolean;
}

class ChunkMissing extends Error {}

const chunked = (head: PlanHeadRecord | null): head is PlanHeadRecord & { activityChunks: string[]; linkChunks: string[] } =>
  head !== null && Array.isArray(head.activityChunks) && Array.isArray(head.linkChunks);

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
    ...FIELDS_ADDED_LATER,
  };
}

/** Activity fields added after plans were first stored: rows written before them read as never set. */
const { actualStart, actualFinish, sourceId, ponderator, hasCustomPonderator, cost, hhWorkTime, submittal } = planActivityDefaults();
const FIELDS_ADDED_LATER = { actualStart, actualFinish, sourceId, ponderator, hasCustomPonderator, cost, hhWorkTime, submittal };

function toPlanLink(doc: LinkDocument): PlanLink {
  return { id: doc._id.toHexString(), predecessorId: doc.predecessorId, successorId: doc.successorId, type: doc.type, lag: doc.lag ?? 0 };
}

export function rowsOf(layout: PlanLayout): PlanRows {
  const activities = new Map<string, PlanActivity>();
  const links = new Map<string, PlanLink>();
  for (const chunk of layout.activities) for (const row of chunk.rows) activities.set(row.id, row);
  for (const chunk of layout.links) for (const row of chunk.rows) links.set(row.id, row);
  return { activities, links };
}

/**
 * A schedule's plan: its head, the chunks holding its rows, and the journal and commit a save goes through
 * (docs/masterplan-save.md). Every read by company takes the scope; documents found by `_id` alone (the only lookup
 * FerretDB answers without decoding the whole collection) are checked for the company after they are read.
 */
@Injectable()
export class PlanStore {
  private readonly cache = new ChunkCache<PlanActivity | PlanLink>(CACHE_ROWS);

  constructor(
    @InjectModel(PLAN_HEAD_MODEL) private readonly heads: Model<PlanHeadRecord>,
    @InjectModel(PLAN_JOURNAL_MODEL) private readonly journals: Model<PlanJournalDocument>,
    @InjectModel(PLAN_COMMIT_MODEL) private readonly commits: Model<PlanCommitRecord>,
    @InjectModel(PLAN_CHUNK_MODEL) private readonly chunks: Model<PlanChunkRecord>,
    @InjectModel(ACTIVITY_MODEL) private readonly activityRows: Model<ActivityDocument>,
    @InjectModel(LINK_MODEL) private readonly linkRows: Model<LinkDocument>,
  ) {}

  async head(scope: TenantScope, scheduleId: string): Promise<PlanHeadRecord | null> {
    const head = await this.heads.findOne({ _id: scheduleId }).lean<PlanHeadRecord>().exec();
    return head !== null && head.companyId === scope.companyId ? head : null;
  }

  /** The plan's rows at the head given, or at the current head when that one's chunks were retired meanwhile. */
  async rows(scope: TenantScope, scheduleId: string, head?: PlanHeadRecord | null): Promise<PlanRows> {
    return rowsOf(await this.layout(scope, scheduleId, head));
  }

  async layout(scope: TenantScope, scheduleId: string, head?: PlanHeadRecord | null): Promise<PlanLayout> {
    let current = head === undefined ? await this.head(scope, scheduleId) : head;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.layoutAt(scope, scheduleId, current);
      } catch (error) {
        if (!(error instanceof ChunkMissing) || attempt >= READ_ATTEMPTS) throw error;
        current = await this.head(scope, scheduleId);
      }
    }
  }

  /** The rows of a schedule, or null when the schedule's plan belongs to another company. */
  async rowsIfOwn(scope: TenantScope, scheduleId: string): Promise<PlanRows | null> {
    const head = await this.heads.findOne({ _id: scheduleId }).lean<PlanHeadRecord>().exec();
    if (head !== null && head.companyId !== scope.companyId) return null;
    if (!chunked(head)) {
      const kept = await this.rowsKeptOnePerDocument(scope, scheduleId);
      return kept.foreign ? null : rowsOf(kept);
    }
    return this.rows(scope, scheduleId, head);
  }

  /** Activities per schedule, from the heads (rows kept one per document are counted). */
  async activityCounts(scope: TenantScope, scheduleIds: readonly string[]): Promise<Map<string, number>> {
    const counts = await Promise.all(
      scheduleIds.map(async (scheduleId) => {
        const head = await this.head(scope, scheduleId);
        return [scheduleId, chunked(head) ? (head.activityCount ?? 0) : await this.countKeptOnePerDocument(scope, scheduleId)] as const;
      }),
    );
    return new Map(counts);
  }

  /**
   * A plan for a schedule that has none (the demo seed): false when it already has one. Its chunk ids are fixed, so a
   * rerun meets its own chunks; callers must give the same rows each time, as a chunk id never names other rows.
   */
  async create(scope: TenantScope, scheduleId: string, activities: readonly PlanActivity[], links: readonly PlanLink[]): Promise<boolean> {
    if ((await this.head(scope, scheduleId)) !== null || (await this.countKeptOnePerDocument(scope, scheduleId)) > 0) return false;
    const layout: PlanLayout = {
      activities: chunksOf(activities, (index) => `${scheduleId}:created:a:${index}`),
      links: chunksOf(links, (index) => `${scheduleId}:created:l:${index}`),
    };
    await this.writeChunks(scope.companyId, scheduleId, layout);
    try {
      await this.heads.create({ _id: scheduleId, companyId: scope.companyId, version: 0, savedBy: null, savedAt: null, ...this.manifest(layout) });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return false;
    }
    return true;
  }

  /**
   * Moves every plan still kept one row per document into chunks: two reads of the old collections and one delete,
   * instead of a scan of them for every such plan a reader opens. The chunks are those a first save would cut, and a
   * head is only given chunks it does not have yet, so a save running meanwhile wins. Returns the plans moved.
   */
  async moveRowsIntoChunks(): Promise<number> {
    const [activities, links] = await Promise.all([
      this.activityRows.find({}).sort({ _id: 1 }).lean<ActivityDocument[]>().exec(),
      this.linkRows.find({}).sort({ _id: 1 }).lean<LinkDocument[]>().exec(),
    ]);
    const plans = new Map<string, { companyId: string; scheduleId: string; activities: PlanActivity[]; links: PlanLink[] }>();
    const planOf = (doc: { companyId: string; scheduleId: string }) => {
      const key = `${doc.companyId}|${doc.scheduleId}`;
      let plan = plans.get(key);
      if (plan === undefined) plans.set(key, (plan = { companyId: doc.companyId, scheduleId: doc.scheduleId, activities: [], links: [] }));
      return plan;
    };
    for (const doc of activities) planOf(doc).activities.push(toPlanActivity(doc));
    for (const doc of links) planOf(doc).links.push(toPlanLink(doc));
    const companiesOfSchedule = new Map<string, number>();
    for (const plan of plans.values()) companiesOfSchedule.set(plan.scheduleId, (companiesOfSchedule.get(plan.scheduleId) ?? 0) + 1);
    const moved: string[] = [];
    for (const plan of plans.values()) {
      const stored = await this.heads.findOne({ _id: plan.scheduleId }).lean<PlanHeadRecord>().exec();
      // A schedule id holding rows of two companies is left for nobody to read (readers refuse it).
      if (stored !== null && stored.companyId !== plan.companyId) continue;
      if (companiesOfSchedule.get(plan.scheduleId)! > 1) continue;
      if (chunked(stored)) {
        moved.push(plan.scheduleId);
        continue;
      }
      const layout: PlanLayout = {
        activities: chunksOf(plan.activities, (index) => `${plan.scheduleId}:rows:a:${index}`),
        links: chunksOf(plan.links, (index) => `${plan.scheduleId}:rows:l:${index}`),
      };
      await this.writeChunks(plan.companyId, plan.scheduleId, layout);
      try {
        if (stored === null) await this.heads.create({ _id: plan.scheduleId, companyId: plan.companyId, version: 0, savedBy: null, savedAt: null, ...this.manifest(layout) });
        else await this.heads.updateOne({ _id: plan.scheduleId, companyId: plan.companyId, version: stored.version, activityChunks: { $exists: false } }, { $set: this.manifest(layout) }).exec();
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      if (chunked(await this.heads.findOne({ _id: plan.scheduleId }).lean<PlanHeadRecord>().exec())) moved.push(plan.scheduleId);
    }
    if (moved.length > 0) {
      await Promise.all([this.activityRows.deleteMany({ scheduleId: { $in: moved } }).exec(), this.linkRows.deleteMany({ scheduleId: { $in: moved } }).exec()]);
    }
    return moved.length;
  }

  async writeJournal(journal: PlanJournalRecord): Promise<void> {
    await this.journals.create(toJournalDocument(journal));
  }

  async dropJournal(journalId: string): Promise<void> {
    await this.journals.deleteOne({ _id: journalId }).exec();
  }

  async journal(scope: TenantScope, journalId: string): Promise<PlanJournalRecord | null> {
    const doc = await this.journals.findOne({ _id: journalId }).lean<PlanJournalDocument>().exec();
    return doc !== null && doc.companyId === scope.companyId ? fromJournalDocument(doc) : null;
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
  async commitAfter(scope: TenantScope, scheduleId: string, version: number): Promise<PlanCommitRecord | null> {
    const commit = await this.commits.findOne({ _id: commitId(scheduleId, version + 1) }).lean<PlanCommitRecord>().exec();
    return commit !== null && commit.companyId === scope.companyId ? commit : null;
  }

  /**
   * Writes the chunks the journal's version needs; null when the head has already moved past the journal (another
   * applier finished it). Chunk ids come from the journal, so applying it twice writes the same chunks.
   */
  async apply(journal: PlanJournalRecord): Promise<AppliedSave | null> {
    const scope = { companyId: journal.companyId };
    const head = await this.head(scope, journal.scheduleId);
    if ((head?.version ?? 0) !== journal.baseVersion) return null;
    let base: PlanLayout;
    try {
      base = await this.layoutAt(scope, journal.scheduleId, head);
    } catch (error) {
      // Chunks are retired only once the head has moved on: another applier finished this journal.
      if (error instanceof ChunkMissing && ((await this.head(scope, journal.scheduleId))?.version ?? 0) !== journal.baseVersion) return null;
      throw error;
    }
    const stored = new Set(chunked(head) ? [...head.activityChunks, ...head.linkChunks] : []);
    const activities = rechunk(base.activities, journal.activities.upsert, journal.activities.delete, (index) => `${journal._id}:a:${index}`);
    const links = rechunk(base.links, journal.links.upsert, journal.links.delete, (index) => `${journal._id}:l:${index}`);
    const layout: PlanLayout = { activities: activities.chunks, links: links.chunks };
    await this.writeChunks(journal.companyId, journal.scheduleId, {
      activities: layout.activities.filter((chunk) => !stored.has(chunk.id)),
      links: layout.links.filter((chunk) => !stored.has(chunk.id)),
    });
    return { layout, retired: [...activities.retired, ...links.retired].filter((id) => stored.has(id)), fromRows: !chunked(head) };
  }

  /** The head at the journal's version, pointing at its chunks; several finishers of one journal write the same values. */
  async finish(journal: PlanJournalRecord, applied: AppliedSave): Promise<void> {
    try {
      await this.heads
        .updateOne(
          { _id: journal.scheduleId, companyId: journal.companyId, version: journal.baseVersion },
          { $set: { version: journal.version, savedBy: journal.savedBy, savedAt: journal.at, ...this.manifest(applied.layout) } },
          { upsert: journal.baseVersion === 0 },
        )
        .exec();
    } catch (error) {
      // Another finisher created the head first: it holds the same version.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    const { companyId, scheduleId } = journal;
    if (applied.fromRows) {
      await Promise.all([this.activityRows.deleteMany({ companyId, scheduleId }).exec(), this.linkRows.deleteMany({ companyId, scheduleId }).exec()]);
    }
    // The old chunks go after the answer: a reader still on them reads the new head, and one left by a crash is only space.
    void Promise.all(applied.retired.map((id) => this.chunks.deleteOne({ _id: id }).exec())).catch((error: unknown) => {
      getProcessLogger().warn({ err: error, scheduleId, version: journal.version }, 'retired plan chunks not deleted');
    });
  }

  private manifest(layout: PlanLayout) {
    return {
      activityChunks: layout.activities.map((chunk) => chunk.id),
      linkChunks: layout.links.map((chunk) => chunk.id),
      activityCount: layout.activities.reduce((sum, chunk) => sum + chunk.rows.length, 0),
    };
  }

  private async writeChunks(companyId: string, scheduleId: string, layout: PlanLayout): Promise<void> {
    const docs: PlanChunkRecord[] = [
      ...layout.activities.map((chunk) => ({ _id: chunk.id, companyId, scheduleId, kind: 'activities' as const, rows: JSON.stringify(chunk.rows) })),
      ...layout.links.map((chunk) => ({ _id: chunk.id, companyId, scheduleId, kind: 'links' as const, rows: JSON.stringify(chunk.rows) })),
    ];
    if (docs.length === 0) return;
    try {
      await this.chunks.insertMany(docs, { ordered: false });
    } catch (error) {
      // A chunk already written by another applier of the same save holds the same rows.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }

  private async layoutAt(scope: TenantScope, scheduleId: string, head: PlanHeadRecord | null): Promise<PlanLayout> {
    if (!chunked(head)) return this.rowsKeptOnePerDocument(scope, scheduleId);
    const [activities, links] = await Promise.all([
      Promise.all(head.activityChunks.map((id) => this.chunk<PlanActivity>(scope, scheduleId, id, 'activities'))),
      Promise.all(head.linkChunks.map((id) => this.chunk<PlanLink>(scope, scheduleId, id, 'links'))),
    ]);
    return { activities, links };
  }

  private async chunk<Row extends PlanActivity | PlanLink>(scope: TenantScope, scheduleId: string, id: string, kind: Kind): Promise<Chunk<Row>> {
    const cached = this.cache.get(id);
    if (cached !== undefined) return { id, rows: cached as readonly Row[] };
    const doc = await this.chunks.findOne({ _id: id }).lean<PlanChunkRecord>().exec();
    if (doc === null || doc.companyId !== scope.companyId || doc.scheduleId !== scheduleId || doc.kind !== kind) throw new ChunkMissing(id);
    const parsed = JSON.parse(doc.rows) as Row[];
    const rows = kind === 'activities' ? parsed.map((row) => ({ ...FIELDS_ADDED_LATER, ...row })) : parsed;
    this.cache.set(id, rows);
    return { id, rows };
  }

  private countKeptOnePerDocument(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.activityRows.countDocuments({ companyId: scope.companyId, scheduleId }).exec();
  }

  /**
   * Plans saved before chunks existed; their first save moves them into chunks. Read by schedule alone so that rows
   * of another company under this schedule id are seen (and never answered).
   */
  private async rowsKeptOnePerDocument(scope: TenantScope, scheduleId: string): Promise<PlanLayout & { foreign: boolean }> {
    const [activities, links] = await Promise.all([
      // Sorted, so that two appliers of the first save cut the same chunks.
      this.activityRows.find({ scheduleId }).sort({ _id: 1 }).lean<ActivityDocument[]>().exec(),
      this.linkRows.find({ scheduleId }).sort({ _id: 1 }).lean<LinkDocument[]>().exec(),
    ]);
    const own = <T extends { companyId: string }>(docs: T[]) => docs.filter((doc) => doc.companyId === scope.companyId);
    const ownActivities = own(activities);
    const ownLinks = own(links);
    return {
      foreign: ownActivities.length !== activities.length || ownLinks.length !== links.length,
      activities: chunksOf(ownActivities.map(toPlanActivity), (index) => `${scheduleId}:rows:a:${index}`),
      links: chunksOf(ownLinks.map(toPlanLink), (index) => `${scheduleId}:rows:l:${index}`),
    };
  }
}
