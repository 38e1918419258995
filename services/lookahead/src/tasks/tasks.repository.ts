import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { TASK_MODEL, type TaskDocument } from './task.schema';

@Injectable()
export class TasksRepository {
  constructor(@InjectModel(TASK_MODEL) private readonly tasks: Model<TaskDocument>) {}

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.tasks.countDocuments({ companyId: scope.companyId, scheduleId });
  }
}
