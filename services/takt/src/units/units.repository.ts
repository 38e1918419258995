import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { TaktNodesRepository } from '../tree/takt-nodes.repository';
import { UNIT_MODEL, type UnitRecord } from './unit.schema';

@Injectable()
export class UnitsRepository extends TaktNodesRepository<UnitRecord> {
  constructor(@InjectModel(UNIT_MODEL) model: Model<UnitRecord>) {
    super(model);
  }

  async ofStructure(scope: TenantScope, scheduleId: string, structureId: string): Promise<UnitRecord[]> {
    return this.findMany(scope, { scheduleId, structureId }, { sort: { order: 1 } });
  }

  async ofLocations(scope: TenantScope, scheduleId: string, locationIds: readonly string[]): Promise<UnitRecord[]> {
    if (locationIds.length === 0) return [];
    return this.findMany(scope, { scheduleId, locationId: { $in: [...locationIds] } }, { sort: { order: 1 } });
  }

  async withIds(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<UnitRecord[]> {
    return this.findMany(scope, { scheduleId, _id: { $in: [...ids] } }, { sort: { order: 1 } });
  }

  async relate(scope: TenantScope, scheduleId: string, activityIds: readonly string[], unitIds: readonly string[]): Promise<void> {
    await this.updateMany(scope, { scheduleId, _id: { $in: [...unitIds] } }, { $addToSet: { activityIds: { $each: [...activityIds] } } });
  }

  /**
   * The activities' relations dropped from these units. Activities that share one set of units (a whole train taken
   * off a tower) are dropped in one update: FerretDB scans the units for each update, and updates every unit it names.
   */
  async unrelate(scope: TenantScope, scheduleId: string, activities: ReadonlyArray<{ activityId: string; unitIds: readonly string[] }>): Promise<void> {
    const bySet = new Map<string, { activityIds: string[]; unitIds: string[] }>();
    for (const { activityId, unitIds } of activities) {
      const ids = [...new Set(unitIds)].sort();
      const key = ids.join(',');
      const group = bySet.get(key) ?? { activityIds: [], unitIds: ids };
      group.activityIds.push(activityId);
      bySet.set(key, group);
    }
    for (const { activityIds, unitIds } of bySet.values()) {
      await this.updateMany(scope, { scheduleId, _id: { $in: unitIds } }, { $pullAll: { activityIds } });
    }
  }

  async deleteOfStructure(scope: TenantScope, scheduleId: string, structureId: string): Promise<number> {
    return this.deleteMany(scope, { scheduleId, structureId });
  }

  async deleteOfLocations(scope: TenantScope, scheduleId: string, locationIds: readonly string[]): Promise<number> {
    if (locationIds.length === 0) return 0;
    return this.deleteMany(scope, { scheduleId, locationId: { $in: [...locationIds] } });
  }
}
