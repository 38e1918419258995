import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { UNIT_RELATION_MODEL, type UnitRelationRecord } from './unit-relation.schema';

const keyOf = (scheduleId: string, activityId: string) => `${scheduleId}:${activityId}`;
/** Written once the relations units used to carry inline have been moved here (no company's, so no read finds it). */
const MOVED_MARKER = 'marker:inline-relations-moved';

/** Which units each activity of a schedule is related to (a takt task for each pair lives in the lookahead). */
@Injectable()
export class UnitRelationsRepository extends TenantScopedRepository<UnitRelationRecord, Omit<UnitRelationRecord, 'companyId'>> {
  constructor(@InjectModel(UNIT_RELATION_MODEL) model: Model<UnitRelationRecord>) {
    super(model);
  }

  /** Each unit's activities, for the units of the schedule that have any (of `unitIds` only, when named). */
  async activitiesByUnit(scope: TenantScope, scheduleId: string, unitIds?: readonly string[]): Promise<Map<string, string[]>> {
    const byUnit = new Map<string, string[]>();
    const filter = unitIds === undefined ? { scheduleId } : { scheduleId, unitIds: { $in: [...unitIds] } };
    for (const relation of await this.findMany(scope, filter, { sort: { _id: 1 } })) {
      for (const unitId of relation.unitIds) {
        const activities = byUnit.get(unitId);
        if (activities === undefined) byUnit.set(unitId, [relation.activityId]);
        else activities.push(relation.activityId);
      }
    }
    return byUnit;
  }

  async relate(scope: TenantScope, scheduleId: string, activityIds: readonly string[], unitIds: readonly string[]): Promise<void> {
    for (const activityId of new Set(activityIds)) {
      await this.updateOne(
        scope,
        { _id: keyOf(scheduleId, activityId) },
        { $setOnInsert: { scheduleId, activityId }, $addToSet: { unitIds: { $each: [...unitIds] } } },
        { upsert: true },
      );
    }
  }

  async unrelate(scope: TenantScope, scheduleId: string, activities: ReadonlyArray<{ activityId: string; unitIds: readonly string[] }>): Promise<void> {
    for (const { activityId, unitIds } of activities) {
      await this.updateOne(scope, { _id: keyOf(scheduleId, activityId) }, { $pullAll: { unitIds: [...unitIds] } });
    }
  }

  async inlineRelationsMoved(): Promise<boolean> {
    return (await this.model.exists({ _id: MOVED_MARKER }).exec()) !== null;
  }

  async markInlineRelationsMoved(): Promise<void> {
    await this.model.updateOne({ _id: MOVED_MARKER }, { $setOnInsert: { companyId: '-', scheduleId: '-', activityId: '-', unitIds: [] } }, { upsert: true }).exec();
  }

  /** Units deleted: no activity stays related to them. */
  async forgetUnits(scope: TenantScope, scheduleId: string, unitIds: readonly string[]): Promise<void> {
    if (unitIds.length === 0) return;
    await this.updateMany(scope, { scheduleId, unitIds: { $in: [...unitIds] } }, { $pullAll: { unitIds: [...unitIds] } });
  }
}
