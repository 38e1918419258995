import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
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
export class CncFactsRepository extends TenantScopedRepository<CncFactDocument> {
  constructor(@InjectModel(CNC_FACT_MODEL) model: Model<CncFactDocument>) {
    super(model);
  }

  /** Writes the CNC as the change left it, unless a later change was already applied. */
  async put(scope: TenantScope, record: CncFactRecord): Promise<void> {
    try {
      await this.updateOne(scope, { cncId: record.cncId, changedAt: { $lte: record.changedAt } }, { $set: record }, { upsert: true });
    } catch (error) {
      // The row exists with a later change: the upsert's insert collides with it, and the later change stands.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  /** Leaves a tombstone: the change's time stays on it, so an older change heard later does not bring the CNC back. */
  async remove(scope: TenantScope, cncId: string, changedAt: string): Promise<void> {
    await this.updateOne(scope, { cncId, deleted: { $ne: true } }, { $set: { deleted: true, deletedAt: new Date(), changedAt } });
  }

  async list(scope: TenantScope, query: FactsQuery): Promise<CncFactRecord[]> {
    const weekStart = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    return this.findMany<CncFactRecord>(
      scope,
      { projectId: query.projectId, scheduleId: { $in: [...query.scheduleIds] }, deleted: { $ne: true }, ...(query.from || query.to ? { weekStart } : {}) },
      { projection: { _id: 0, companyId: 0, createdAt: 0, updatedAt: 0, deleted: 0, deletedAt: 0 } },
    );
  }
}
