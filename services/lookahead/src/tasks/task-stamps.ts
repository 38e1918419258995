import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { companyIdOf, type TenantScope } from '@tenon/service-kit';
import { TASK_STAMP_MODEL, type TaskStampDocument } from './task-stamp.schema';

/** A schedule's task stamp: where a kept copy of its tasks was read. */
export interface TaskStamp {
  epoch: string;
  stamp: number;
}

export const sameStamp = (a: TaskStamp | null, b: TaskStamp | null): boolean => a !== null && b !== null && a.epoch === b.epoch && a.stamp === b.stamp;

/** Reads and raises the schedules' task stamps, each by its key (FerretDB reads nothing else without a scan). */
@Injectable()
export class TaskStamps {
  constructor(@InjectModel(TASK_STAMP_MODEL) private readonly model: Model<TaskStampDocument>) {}

  /** The schedule's stamp, made when it has none so that a copy read now can be trusted until the next write. */
  async current(scope: TenantScope, scheduleId: string): Promise<TaskStamp> {
    const found = await this.model.findOne({ _id: this.key(scope, scheduleId) }).lean<TaskStampDocument>().exec();
    if (found !== null) return { epoch: found.epoch, stamp: found.stamp };
    return this.raise(scope, scheduleId);
  }

  /** Called after a write of the schedule's tasks; answers the new stamp (one above the last when nothing else wrote). */
  async raise(scope: TenantScope, scheduleId: string): Promise<TaskStamp> {
    const raised = await this.model
      .findOneAndUpdate(
        { _id: this.key(scope, scheduleId) },
        { $inc: { stamp: 1 }, $setOnInsert: { companyId: companyIdOf(scope), epoch: new Types.ObjectId().toHexString() } },
        { upsert: true, new: true },
      )
      .lean<TaskStampDocument>()
      .exec();
    if (raised === null) throw new Error('a task stamp upsert answered no record');
    return { epoch: raised.epoch, stamp: raised.stamp };
  }

  private key(scope: TenantScope, scheduleId: string): string {
    return `${companyIdOf(scope)}:${scheduleId}`;
  }
}
