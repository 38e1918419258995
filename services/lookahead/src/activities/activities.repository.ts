import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ActivityRow } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { ACTIVITY_HEAD_MODEL, ACTIVITY_MODEL, type ActivityHeadDocument, type ActivityReadDocument } from './activity.schema';

export const activityKey = (scheduleId: string, activityId: string): string => `${scheduleId}:${activityId}`;

function rowFields(row: ActivityRow) {
  const { id, ...fields } = row;
  return { activityId: id, ...fields };
}

@Injectable()
export class ActivitiesRepository extends TenantScopedRepository<ActivityReadDocument> {
  constructor(@InjectModel(ACTIVITY_MODEL) model: Model<ActivityReadDocument>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ActivityReadDocument[]> {
    return this.findMany(scope, { scheduleId });
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
    const flagged = await this.findMany<{ activityId: string }>(scope, { scheduleId, isOnLookahead: true }, { projection: { activityId: 1 } });
    const onLookahead = new Set(flagged.map((row) => row.activityId));
    await this.replaceMany(
      scope,
      rows.map((row) => ({ _id: activityKey(scheduleId, row.id), scheduleId, ...rowFields(row), isOnLookahead: onLookahead.has(row.id) })),
    );
  }

  async deleteRows(scope: TenantScope, scheduleId: string, activityIds: readonly string[]): Promise<void> {
    if (activityIds.length === 0) return;
    await this.deleteMany(scope, { _id: { $in: activityIds.map((id) => activityKey(scheduleId, id)) } });
  }

  async deleteSchedule(scope: TenantScope, scheduleId: string): Promise<void> {
    await this.deleteMany(scope, { scheduleId });
  }

  async insertRows(scope: TenantScope, scheduleId: string, rows: readonly ActivityRow[], onLookahead: ReadonlySet<string>): Promise<void> {
    await this.insertMany(
      scope,
      rows.map((row) => ({ _id: activityKey(scheduleId, row.id), scheduleId, ...rowFields(row), isOnLookahead: onLookahead.has(row.id) })),
    );
  }

  async setOnLookahead(scope: TenantScope, scheduleId: string, activityId: string, onLookahead: boolean): Promise<void> {
    await this.updateOne(scope, { _id: activityKey(scheduleId, activityId) }, { $set: { isOnLookahead: onLookahead } });
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
