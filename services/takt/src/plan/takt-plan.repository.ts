import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { TAKT_PLAN_MODEL, type TaktPlanRecord } from './takt-plan.schema';

export type TaktPlanFields = Pick<TaktPlanRecord, 'taktDays' | 'bufferPeriods' | 'start' | 'wagonIds' | 'shifts'>;

@Injectable()
export class TaktPlansRepository extends TenantScopedRepository<TaktPlanRecord> {
  constructor(@InjectModel(TAKT_PLAN_MODEL) model: Model<TaktPlanRecord>) {
    super(model);
  }

  async ofStructure(scope: TenantScope, scheduleId: string, structureId: string): Promise<TaktPlanRecord | null> {
    return this.findOne(scope, { scheduleId, structureId });
  }

  async save(scope: TenantScope, scheduleId: string, structureId: string, fields: TaktPlanFields): Promise<TaktPlanRecord> {
    return this.upsertOne(scope, { scheduleId, structureId }, { $set: { ...fields }, $setOnInsert: { _id: new Types.ObjectId().toHexString(), generatedAt: null, tasksWritten: 0 } });
  }

  async markGenerated(scope: TenantScope, scheduleId: string, structureId: string, tasksWritten: number): Promise<void> {
    await this.updateOne(scope, { scheduleId, structureId }, { $set: { generatedAt: new Date(), tasksWritten } });
  }
}
