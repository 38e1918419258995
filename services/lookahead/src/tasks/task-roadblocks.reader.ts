import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { companyIdOf, type TenantScope } from '@tenon/service-kit';
import { CONSTRAINT_MODEL, type ConstraintDocument } from '../constraints/constraint.schema';

/**
 * Open roadblocks per task, read from the roadblocks' collection (its `taskIds` and `status` only) for the plan's
 * roadblock column. Reads only; the roadblocks side owns every write.
 */
@Injectable()
export class TaskRoadblocksReader {
  constructor(@InjectModel(CONSTRAINT_MODEL) private readonly constraints: Model<ConstraintDocument>) {}

  async openCountsOf(scope: TenantScope, scheduleId: string): Promise<Map<string, number>> {
    const rows = await this.constraints
      .find({ companyId: companyIdOf(scope), scheduleId, status: { $ne: 'released' } }, { taskIds: 1 })
      .lean<Array<{ taskIds?: string[] }>>()
      .exec();
    const counts = new Map<string, number>();
    for (const row of rows) for (const taskId of row.taskIds ?? []) counts.set(taskId, (counts.get(taskId) ?? 0) + 1);
    return counts;
  }
}
