import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ActivityRow } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { ACTIVITY_HEAD_MODEL, ACTIVITY_MODEL, type ActivityHeadDocument, type ActivityReadDocument } from './activity.schema';

export const activityKey = (scheduleId: string, activityId: string): string => `${scheduleId}:${activityId}`;
const cacheKey = (scope: TenantScope, scheduleId: string): string => `${scope.companyId}:${scheduleId}`;

function rowFields(row: ActivityRow) {
  const { id, ...fields } = row;
  return { activityId: id, ...fields };
}

/** Schedules whose rows are kept in memory at once; the least recently read goes first. */
const CACHED_SCHEDULES = 20;

/**
 * The read model's rows. A schedule's rows are read on every window and change only through this repository, so the
 * last read is kept per schedule and dropped by any write to it: a window of a 10,000-activity plan then costs no scan
 * of the collection (FerretDB scans it for anything but an id).
 */
@Injectable()
export class ActivitiesRepository extends TenantScopedRepository<ActivityReadDocument> {
  private readonly cached = new Map<string, Promise<ActivityReadDocument[]>>();

  constructor(@InjectModel(ACTIVITY_MODEL) model: Model<ActivityReadDocument>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ActivityReadDocument[]> {
    const key = cacheKey(scope, scheduleId);
    let rows = this.cached.get(key);
    if (rows === undefined) {
      rows = this.findMany(scope, { scheduleId });
      // A failed read is not kept.
      rows.catch(() => this.cached.delete(key));
    } else {
      this.cached.delete(key);
    }
    this.cached.set(key, rows);
    if (this.cached.size > CACHED_SCHEDULES) this.cached.delete(this.cached.keys().next().value!);
    return rows;
  }

  /** Forgets the schedule's rows before and after a write, so no read that overlapped it is kept. */
  private async writing<T>(scope: TenantScope, scheduleId: string, write: () => Promise<T>): Promise<T> {
    const key = cacheKey(scope, scheduleId);
    this.cached.delete(key);
    try {
      return await write();
    } finally {
      this.cached.delete(key);
    }
  }

  async findActivity(scope: TenantScope, scheduleId: string, activityId: string): Promise<ActivityReadDocument | null> {
    return this.findById(scope, activityKey(scheduleId, activityId));
  }

  /**
   * Rows written whole by id, keeping the lookahead's own flag: one read of the flagged rows, one delete, one insert
   * (FerretDB's SQLite backend scans the collection for every update, so one update per row would not do).
   */
  async upsertRows(scope: TenantScope, scheduleId: string, rows: readonly ActivityRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.writing(scope, scheduleId, () => this.replaceRows(scope, scheduleId, rows));
  }

  private async replaceRows(scope: TenantScope, scheduleId: string, rows: readonly ActivityRow[]): Promise<void> {
    const flagged = await this.findMany<{ activityId: string }>(scope, { scheduleId, isOnLookahead: true }, { projection: { activityId: 1 } });
    const onLookahead = new Set(flagged.map((row) => row.activityId));
    await this.replaceMany(
      scope,
      rows.map((row) => ({ _id: activityKey(scheduleId, row.id), scheduleId, ...rowFields(row), isOnLookahead: onLookahead.has(row.id) })),
    );
  }

  async deleteRows(scope: TenantScope, scheduleId: string, activityIds: readonly string[]): Promise<void> {
    if (activityIds.length === 0) return;
    await this.writing(scope, scheduleId, () => this.deleteMany(scope, { _id: { $in: activityIds.map((id) => activityKey(scheduleId, id)) } }));
  }

  async deleteSchedule(scope: TenantScope, scheduleId: string): Promise<void> {
    await this.writing(scope, scheduleId, () => this.deleteMany(scope, { scheduleId }));
  }

  async insertRows(scope: TenantScope, scheduleId: string, rows: readonly ActivityRow[], onLookahead: ReadonlySet<string>): Promise<void> {
    await this.writing(scope, scheduleId, () => this.insertMany(
      scope,
      rows.map((row) => ({ _id: activityKey(scheduleId, row.id), scheduleId, ...rowFields(row), isOnLookahead: onLookahead.has(row.id) })),
    ));
  }

  async setOnLookahead(scope: TenantScope, scheduleId: string, activityId: string, onLookahead: boolean): Promise<void> {
    await this.writing(scope, scheduleId, () => this.updateOne(scope, { _id: activityKey(scheduleId, activityId) }, { $set: { isOnLookahead: onLookahead } }));
  }

  /** Several activities flagged in one update (one scan on FerretDB rather than one per activity). */
  async setOnLookaheadMany(scope: TenantScope, scheduleId: string, activityIds: readonly string[], onLookahead: boolean): Promise<void> {
    if (activityIds.length === 0) return;
    const ids = activityIds.map((activityId) => activityKey(scheduleId, activityId));
    await this.writing(scope, scheduleId, () => this.updateMany(scope, { _id: { $in: ids } }, { $set: { isOnLookahead: onLookahead } }));
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
