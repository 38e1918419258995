import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Stamps, type Stamp, type StampDocument } from '@tenon/service-kit';
import { TASK_STAMP_MODEL } from './task-stamp.schema';

/** A schedule's task stamp: where a kept copy of its tasks was read. */
export type TaskStamp = Stamp;

/** The schedules' task stamps (`what` is the schedule id). */
@Injectable()
export class TaskStamps extends Stamps {
  constructor(@InjectModel(TASK_STAMP_MODEL) model: Model<StampDocument>) {
    super(model);
  }
}
