import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { FactStamps } from '../facts/fact-stamps';
import { KeyedFactsRepository, type FactChange } from '../facts/keyed-facts.repository';
import { CNC_FACT_MODEL, type CncFactDocument } from './cnc-fact.schema';

export interface CncFactRecord {
  projectId: string;
  scheduleId: string;
  cncId: string;
  typeId: string;
  weekStart: string;
  status: string;
  responsibleId: string | null;
  lostCommitments: number;
  changedAt: string;
}

export interface FactsQuery {
  projectId: string;
  scheduleIds: readonly string[];
  from?: string | undefined;
  to?: string | undefined;
}

@Injectable()
export class CncFactsRepository extends KeyedFactsRepository<CncFactDocument, CncFactRecord> {
  constructor(@InjectModel(CNC_FACT_MODEL) model: Model<CncFactDocument>, stamps: FactStamps) {
    super(model, 'cnc', stamps);
  }

  protected keyOf(row: CncFactRecord): string {
    return row.cncId;
  }

  /** Writes the CNC as the change left it, unless a later change was already applied. */
  async put(scope: TenantScope, record: CncFactRecord): Promise<void> {
    await this.applyChanges(scope, [{ key: record.cncId, put: record }]);
  }

  /** Leaves a tombstone: the change's time stays on it, so an older change heard later does not bring the CNC back. */
  async remove(scope: TenantScope, cncId: string, changedAt: string): Promise<void> {
    await this.applyChanges(scope, [{ key: cncId, removeAt: changedAt }]);
  }

  protected keyFields(cncId: string): Record<string, string> {
    return { cncId };
  }

  protected async applyByNaturalKey(scope: TenantScope, change: FactChange<CncFactRecord>): Promise<void> {
    if (!('put' in change)) {
      await this.updateOne(scope, { cncId: change.key, deleted: { $ne: true } }, { $set: { deleted: true, deletedAt: new Date(), changedAt: change.removeAt } });
      return;
    }
    const record = change.put;
    try {
      await this.updateOne(scope, { cncId: record.cncId, changedAt: { $lte: record.changedAt } }, { $set: record }, { upsert: true });
    } catch (error) {
      // The row exists with a later change: the upsert's insert collides with it, and the later change stands.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  /** The live CNCs of these schedules, of the weeks from `from` to `to` when given. Read-only rows, shared with later reads. */
  async list(scope: TenantScope, query: FactsQuery): Promise<CncFactRecord[]> {
    const facts = await this.liveFactsOf(scope, query.projectId, query.scheduleIds);
    if (!query.from && !query.to) return facts;
    return facts.filter((fact) => (!query.from || fact.weekStart >= query.from) && (!query.to || fact.weekStart <= query.to));
  }
}
