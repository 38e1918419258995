import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { TASK_MODEL, type TaskDocument } from './task.schema';

@Injectable()
export class TasksRepository extends TenantScopedRepository<TaskDocument> {
  constructor(@InjectModel(TASK_MODEL) model: Model<TaskDocument>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }
}
