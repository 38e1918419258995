import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { FactStamps } from '../facts/fact-stamps';
import { KeyedFactsRepository, type FactChange } from '../facts/keyed-facts.repository';
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
export class RoadblockFactsRepository extends KeyedFactsRepository<RoadblockFactDocument, RoadblockFactRecord> {
  constructor(@InjectModel(ROADBLOCK_FACT_MODEL) model: Model<RoadblockFactDocument>, stamps: FactStamps) {
    super(model, 'roadblock', stamps);
  }

  protected keyOf(row: RoadblockFactRecord): string {
    return row.constraintId;
  }

  /** Writes the roadblock as the change left it; the day it was raised is kept from the first change heard. */
  async put(scope: TenantScope, record: RoadblockFactRecord): Promise<void> {
    await this.applyChanges(scope, [roadblockPut(record)]);
  }

  /** Leaves a tombstone: the change's time stays on it, so an older change heard later does not bring it back. */
  async remove(scope: TenantScope, constraintId: string, changedAt: string): Promise<void> {
    await this.applyChanges(scope, [{ key: constraintId, removeAt: changedAt }]);
  }

  protected keyFields(constraintId: string): Record<string, string> {
    return { constraintId };
  }

  protected async applyByNaturalKey(scope: TenantScope, change: FactChange<RoadblockFactRecord>): Promise<void> {
    if (!('put' in change)) {
      await this.updateOne(scope, { constraintId: change.key, deleted: { $ne: true } }, { $set: { deleted: true, deletedAt: new Date(), changedAt: change.removeAt } });
      return;
    }
    const { createdOn, ...current } = { ...change.put, ...change.onInsert };
    try {
      await this.updateOne(
        scope,
        { constraintId: change.key, changedAt: { $lte: current.changedAt } },
        { $set: current, $setOnInsert: { createdOn } },
        { upsert: true },
      );
    } catch (error) {
      // A later change was applied already: it stands.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  /** The live roadblocks of these schedules. Read-only rows, shared with later reads. */
  async list(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<RoadblockFactRecord[]> {
    return this.liveFactsOf(scope, projectId, scheduleIds);
  }
}

/** A roadblock written as a change left it; the day it was raised only on its first row. */
export function roadblockPut(record: RoadblockFactRecord): FactChange<RoadblockFactRecord> {
  const { createdOn, ...current } = record;
  return { key: record.constraintId, put: current as RoadblockFactRecord, onInsert: { createdOn } };
}
