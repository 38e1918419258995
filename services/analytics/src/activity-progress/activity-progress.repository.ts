import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { ACTIVITY_PROGRESS_MODEL, type ActivityProgressDocument } from './activity-progress.schema';

@Injectable()
export class ActivityProgressRepository {
  constructor(@InjectModel(ACTIVITY_PROGRESS_MODEL) private readonly progress: Model<ActivityProgressDocument>) {}

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.progress.countDocuments({ companyId: scope.companyId, scheduleId });
  }
}
