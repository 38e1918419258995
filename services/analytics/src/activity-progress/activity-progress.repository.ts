import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { ACTIVITY_PROGRESS_MODEL, type ActivityProgressDocument } from './activity-progress.schema';

@Injectable()
export class ActivityProgressRepository extends TenantScopedRepository<ActivityProgressDocument> {
  constructor(@InjectModel(ACTIVITY_PROGRESS_MODEL) model: Model<ActivityProgressDocument>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }
}
