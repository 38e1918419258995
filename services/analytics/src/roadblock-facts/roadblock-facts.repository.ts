import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { ROADBLOCK_FACT_MODEL, type RoadblockFactDocument } from './roadblock-fact.schema';

export interface RoadblockFactRecord {
  projectId: string;
  scheduleId: string;
  constraintId: string;
  status: string;
  createdOn: string;
  commitmentDate: string | null;
  releaseDate: string | null;
  responsibleIds: string[];
  taskIds: string[];
  changedAt: string;
}

@Injectable()
export class RoadblockFactsRepository extends TenantScopedRepository<RoadblockFactDocument> {
  constructor(@InjectModel(ROADBLOCK_FACT_MODEL) model: Model<RoadblockFactDocument>) {
    super(model);
  }

  /** Writes the roadblock as the change left it; the day it was raised is kept from the first change heard. */
  async put(scope: TenantScope, record: RoadblockFactRecord): Promise<void> {
    const { createdOn, ...current } = record;
    try {
      await this.updateOne(
        scope,
        { constraintId: record.constraintId, changedAt: { $lte: record.changedAt } },
        { $set: current, $setOnInsert: { createdOn } },
        { upsert: true },
      );
    } catch (error) {
      // A later change was applied already: it stands.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  /** Leaves a tombstone: the change's time stays on it, so an older change heard later does not bring it back. */
  async remove(scope: TenantScope, constraintId: string, changedAt: string): Promise<void> {
    await this.updateOne(scope, { constraintId, deleted: { $ne: true } }, { $set: { deleted: true, deletedAt: new Date(), changedAt } });
  }

  async list(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<RoadblockFactRecord[]> {
    return this.findMany<RoadblockFactRecord>(
      scope,
      { projectId, scheduleId: { $in: [...scheduleIds] }, deleted: { $ne: true } },
      { projection: { _id: 0, companyId: 0, createdAt: 0, updatedAt: 0, deleted: 0, deletedAt: 0 } },
    );
  }
}
