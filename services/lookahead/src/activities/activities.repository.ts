import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ActivityRow } from '@tenon/contracts';
import { companyIdOf, KeyedQueue, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { applyRowChanges, pagesOf, paginate, type ActivityPages } from './activity-pages';
import {
  ACTIVITY_HEAD_MODEL,
  ACTIVITY_PAGE_MODEL,
  ACTIVITY_PAGE_SET_MODEL,
  type ActivityHeadDocument,
  type ActivityPageDocument,
  type ActivityPageSetDocument,
  type ActivityReadDocument,
} from './activity.schema';

/** Schedules whose rows are kept in memory at once; the least recently read goes first. */
const CACHED_SCHEDULES = 20;

interface KeptSchedule extends ActivityPages {
  stamp: number;
  rows: ActivityReadDocument[];
  byId: Map<string, ActivityReadDocument>;
}

const setKey = (scope: TenantScope, scheduleId: string): string => `${companyIdOf(scope)}:${scheduleId}`;
const pageKey = (scope: TenantScope, scheduleId: string, index: number): string => `${setKey(scope, scheduleId)}:${index}`;

function readRow(scheduleId: string, row: ActivityRow): ActivityReadDocument {
  const { id, ...fields } = row;
  return { scheduleId, activityId: id, ...fields };
}

function kept(pages: ActivityPages, stamp: number): KeptSchedule {
  const rows = pages.pages.flat();
  return { ...pages, stamp, rows, byId: new Map(rows.map((row) => [row.activityId, row])) };
}

/**
 * The read model's rows, stored in pages read and written by key (see the page schema). The last read of each
 * schedule is kept in memory and trusted while the schedule's stamp, one key read, has not moved: a window then
 * costs no page read at all. Writes of one schedule run one at a time in this process, which is the one that
 * consumes its events (they are keyed by schedule).
 */
@Injectable()
export class ActivitiesRepository {
  private readonly cached = new Map<string, KeptSchedule>();
  private readonly writes = new KeyedQueue();

  constructor(
    @InjectModel(ACTIVITY_PAGE_MODEL) private readonly pages: Model<ActivityPageDocument>,
    @InjectModel(ACTIVITY_PAGE_SET_MODEL) private readonly sets: Model<ActivityPageSetDocument>,
  ) {}

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ActivityReadDocument[]> {
    return (await this.load(scope, scheduleId)).rows;
  }

  async findActivity(scope: TenantScope, scheduleId: string, activityId: string): Promise<ActivityReadDocument | null> {
    return (await this.load(scope, scheduleId)).byId.get(activityId) ?? null;
  }

  /** A save's rows written whole (new ones added) and its deleted activities removed, in one write. */
  async changeRows(scope: TenantScope, scheduleId: string, rows: readonly ActivityRow[], deletedIds: readonly string[] = []): Promise<void> {
    if (rows.length === 0 && deletedIds.length === 0) return;
    await this.change(scope, scheduleId, (current) => applyRowChanges(current, rows.map((row) => readRow(scheduleId, row)), deletedIds));
  }

  /** The schedule's rows replaced by these, as a whole plan or a snapshot brings them. */
  async replaceSchedule(scope: TenantScope, scheduleId: string, rows: readonly ActivityRow[]): Promise<void> {
    await this.change(
      scope,
      scheduleId,
      () => {
        const next = paginate(rows.map((row) => readRow(scheduleId, row)));
        return { next, changed: next.pages.map((_, index) => index) };
      },
      true,
    );
  }

  /** Whether the schedule's rows are stored at all (an empty plan has a page set with no pages). */
  async isKept(scope: TenantScope, scheduleId: string): Promise<boolean> {
    return (await this.setOf(scope, scheduleId)) !== null;
  }

  async deleteSchedule(scope: TenantScope, scheduleId: string): Promise<void> {
    await this.writes.run(setKey(scope, scheduleId), async () => {
      this.cached.delete(setKey(scope, scheduleId));
      const set = await this.setOf(scope, scheduleId);
      if (set === null) return;
      await this.sets.deleteOne({ _id: set._id }).exec();
      await this.pages.deleteMany({ _id: { $in: Array.from({ length: set.pages }, (_, index) => pageKey(scope, scheduleId, index)) } }).exec();
    });
  }

  private async setOf(scope: TenantScope, scheduleId: string): Promise<ActivityPageSetDocument | null> {
    const set = await this.sets.findOne({ _id: setKey(scope, scheduleId) }).lean<ActivityPageSetDocument>().exec();
    return set !== null && set.companyId === companyIdOf(scope) ? set : null;
  }

  private async load(scope: TenantScope, scheduleId: string): Promise<KeptSchedule> {
    const key = setKey(scope, scheduleId);
    const set = await this.setOf(scope, scheduleId);
    if (set === null) return kept(pagesOf([]), 0);
    const held = this.cached.get(key);
    if (held !== undefined && held.stamp === set.stamp) {
      this.remember(key, held);
      return held;
    }
    const docs = await Promise.all(
      Array.from({ length: set.pages }, (_, index) => this.pages.findOne({ _id: pageKey(scope, scheduleId, index) }).lean<ActivityPageDocument>().exec()),
    );
    const pages = docs.map((doc) => (doc === null ? [] : (JSON.parse(doc.rows) as ActivityReadDocument[])));
    const read = kept(pagesOf(pages), set.stamp);
    this.remember(key, read);
    return read;
  }

  private remember(key: string, schedule: KeptSchedule): void {
    this.cached.delete(key);
    this.cached.set(key, schedule);
    if (this.cached.size > CACHED_SCHEDULES) this.cached.delete(this.cached.keys().next().value!);
  }

  /** Writes the changed pages, then the page count with a raised stamp: a reader trusts its copy only up to there. */
  private async change(
    scope: TenantScope,
    scheduleId: string,
    apply: (current: ActivityPages) => { next: ActivityPages; changed: number[] },
    whole = false,
  ): Promise<void> {
    const key = setKey(scope, scheduleId);
    await this.writes.run(key, async () => {
      const current = await this.load(scope, scheduleId);
      const { next, changed } = apply(current);
      if (changed.length === 0 && !whole) return;
      const companyId = companyIdOf(scope);
      this.cached.delete(key);
      await Promise.all(
        changed.map((index) =>
          this.pages
            .updateOne({ _id: pageKey(scope, scheduleId, index) }, { $set: { companyId, scheduleId, rows: JSON.stringify(next.pages[index]) } }, { upsert: true })
            .exec(),
        ),
      );
      // A plan that shrank keeps its trailing pages' documents until they are written again; the count says what is read.
      // The clock keeps stamps unique when a schedule's set was deleted and starts again.
      const stamp = Math.max(current.stamp + 1, Date.now());
      await this.sets.updateOne({ _id: key }, { $set: { companyId, pages: next.pages.length, stamp } }, { upsert: true }).exec();
      this.remember(key, kept(next, stamp));
    });
  }
}

/** The plan version each schedule's read model holds. */
@Injectable()
export class ActivityHeadsRepository extends TenantScopedRepository<ActivityHeadDocument> {
  constructor(@InjectModel(ACTIVITY_HEAD_MODEL) model: Model<ActivityHeadDocument>) {
    super(model);
  }

  async headOf(scope: TenantScope, scheduleId: string): Promise<ActivityHeadDocument | null> {
    return this.findById(scope, scheduleId);
  }

  async setHead(scope: TenantScope, scheduleId: string, version: number, complete: boolean): Promise<void> {
    await this.upsertOne(scope, { _id: scheduleId }, { $set: { version, complete } });
  }

  async dropHead(scope: TenantScope, scheduleId: string): Promise<void> {
    await this.deleteOne(scope, { _id: scheduleId });
  }
}
