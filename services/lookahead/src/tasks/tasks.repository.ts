import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CompanyScope } from '../common/company-scope';
import { TASK_MODEL, type TaskDocument } from './task.schema';

@Injectable()
export class TasksRepository {
  constructor(@InjectModel(TASK_MODEL) private readonly tasks: Model<TaskDocument>) {}

  async countOfSchedule(scope: CompanyScope, scheduleId: string): Promise<number> {
    return this.tasks.countDocuments({ companyId: scope.companyId, scheduleId });
  }
}
