import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { getProcessLogger, type TenantScope } from '@tenon/service-kit';
import { TaktNodesRepository } from '../tree/takt-nodes.repository';
import { UnitRelationsRepository } from './unit-relations.repository';
import { UNIT_MODEL, type UnitRecord } from './unit.schema';

/**
 * Production units, read with the activities related to them. The relations are kept per activity apart from the
 * units (`UnitRelationsRepository`); every read here fills `activityIds` from them, so callers see one record.
 */
@Injectable()
export class UnitsRepository extends TaktNodesRepository<UnitRecord> implements OnModuleInit {
  constructor(
    @InjectModel(UNIT_MODEL) model: Model<UnitRecord>,
    private readonly relations: UnitRelationsRepository,
  ) {
    super(model);
  }

  /** Units written before relations moved out carried them inline: moved once per database, at start, then cleared. */
  async onModuleInit(): Promise<void> {
    if (await this.relations.inlineRelationsMoved()) return;
    const units = await this.model.find({}, { companyId: 1, scheduleId: 1, activityIds: 1 }).lean<UnitRecord[]>().exec();
    const legacy = units.filter((unit) => (unit.activityIds ?? []).length > 0);
    for (const unit of legacy) {
      await this.relations.relate({ companyId: unit.companyId }, unit.scheduleId, unit.activityIds, [unit._id]);
    }
    if (legacy.length > 0) await this.model.updateMany({ _id: { $in: legacy.map((unit) => unit._id) } }, { $set: { activityIds: [] } }).exec();
    await this.relations.markInlineRelationsMoved();
    if (legacy.length > 0) getProcessLogger().info({ units: legacy.length }, 'takt unit relations moved to their own collection');
  }

  override async ofSchedule(scope: TenantScope, scheduleId: string): Promise<UnitRecord[]> {
    return this.related(scope, scheduleId, await super.ofSchedule(scope, scheduleId), 'all');
  }

  override async inSchedule(scope: TenantScope, scheduleId: string, id: string): Promise<UnitRecord | null> {
    const unit = await super.inSchedule(scope, scheduleId, id);
    return unit === null ? null : (await this.related(scope, scheduleId, [unit]))[0]!;
  }

  async ofStructure(scope: TenantScope, scheduleId: string, structureId: string): Promise<UnitRecord[]> {
    return this.related(scope, scheduleId, await this.findMany(scope, { scheduleId, structureId }, { sort: { order: 1 } }));
  }

  async ofLocations(scope: TenantScope, scheduleId: string, locationIds: readonly string[]): Promise<UnitRecord[]> {
    if (locationIds.length === 0) return [];
    return this.related(scope, scheduleId, await this.findMany(scope, { scheduleId, locationId: { $in: [...locationIds] } }, { sort: { order: 1 } }));
  }

  async withIds(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<UnitRecord[]> {
    return this.related(scope, scheduleId, await this.findMany(scope, { scheduleId, _id: { $in: [...ids] } }, { sort: { order: 1 } }));
  }

  async relate(scope: TenantScope, scheduleId: string, activityIds: readonly string[], unitIds: readonly string[]): Promise<void> {
    await this.relations.relate(scope, scheduleId, activityIds, unitIds);
  }

  async unrelate(scope: TenantScope, scheduleId: string, activities: ReadonlyArray<{ activityId: string; unitIds: readonly string[] }>): Promise<void> {
    await this.relations.unrelate(scope, scheduleId, activities);
  }

  override async deleteIds(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<number> {
    const deleted = await super.deleteIds(scope, scheduleId, ids);
    await this.relations.forgetUnits(scope, scheduleId, ids);
    return deleted;
  }

  async deleteOfStructure(scope: TenantScope, scheduleId: string, structureId: string): Promise<number> {
    return this.deleteIds(scope, scheduleId, await this.idsWhere(scope, { scheduleId, structureId }));
  }

  async deleteOfLocations(scope: TenantScope, scheduleId: string, locationIds: readonly string[]): Promise<number> {
    if (locationIds.length === 0) return 0;
    return this.deleteIds(scope, scheduleId, await this.idsWhere(scope, { scheduleId, locationId: { $in: [...locationIds] } }));
  }

  private async idsWhere(scope: TenantScope, filter: Record<string, unknown>): Promise<string[]> {
    return (await this.findMany<Pick<UnitRecord, '_id'>>(scope, filter, { projection: { _id: 1 } })).map((unit) => unit._id);
  }

  /**
   * The units with their activities: one read of relations, whatever the number of units; of those naming these units
   * only, unless they are the whole schedule's.
   */
  private async related(scope: TenantScope, scheduleId: string, units: UnitRecord[], which: 'all' | 'these' = 'these'): Promise<UnitRecord[]> {
    if (units.length === 0) return units;
    const byUnit = await this.relations.activitiesByUnit(scope, scheduleId, which === 'all' ? undefined : units.map((unit) => unit._id));
    return units.map((unit) => ({ ...unit, activityIds: byUnit.get(unit._id) ?? [] }));
  }
}
