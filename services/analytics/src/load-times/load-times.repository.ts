import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { LoadTimeSample } from '@tenon/lean';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { LOAD_TIME_MODEL, type LoadTimeDocument } from './load-time.schema';

@Injectable()
export class LoadTimesRepository extends TenantScopedRepository<LoadTimeDocument> {
  constructor(@InjectModel(LOAD_TIME_MODEL) model: Model<LoadTimeDocument>) {
    super(model);
  }

  async record(scope: TenantScope, sample: { projectId: string; scheduleId: string; userId: string; event: string; ms: number; day: string }): Promise<void> {
    await this.insertOne(scope, sample as never);
  }

  async samples(scope: TenantScope, query: { projectId: string; scheduleIds: readonly string[]; from?: string | undefined; to?: string | undefined }): Promise<LoadTimeSample[]> {
    const day = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    return this.findMany<LoadTimeSample>(
      scope,
      { projectId: query.projectId, scheduleId: { $in: [...query.scheduleIds] }, ...(query.from || query.to ? { day } : {}) },
      { projection: { _id: 0, event: 1, day: 1, ms: 1 } },
    );
  }
}
