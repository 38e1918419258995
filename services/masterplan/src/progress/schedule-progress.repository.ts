import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import {
  DATA_DATE_MODEL,
  SCHEDULE_UPDATE_MODEL,
  UPDATE_PROGRESS_MODEL,
  type DataDateRecord,
  type ScheduleUpdateRecord,
  type UpdateProgressRecord,
} from './schedule-progress.schema';

/** Activity id → progress, 0..100. */
export type ProgressByActivity = Record<string, number>;

@Injectable()
export class DataDatesRepository extends TenantScopedRepository<DataDateRecord> {
  constructor(@InjectModel(DATA_DATE_MODEL) model: Model<DataDateRecord>) {
    super(model);
  }

  async dataDateOf(scope: TenantScope, scheduleId: string): Promise<DataDateRecord | null> {
    return this.findById(scope, scheduleId);
  }

  async set(scope: TenantScope, scheduleId: string, dataDate: string | null, setBy: string): Promise<DataDateRecord> {
    return this.upsertOne(scope, { _id: scheduleId }, { $set: { dataDate, setBy, setAt: new Date() } });
  }
}

@Injectable()
export class ScheduleUpdatesRepository extends TenantScopedRepository<ScheduleUpdateRecord> {
  constructor(
    @InjectModel(SCHEDULE_UPDATE_MODEL) model: Model<ScheduleUpdateRecord>,
    @InjectModel(UPDATE_PROGRESS_MODEL) private readonly progressModel: Model<UpdateProgressRecord>,
  ) {
    super(model);
  }

  /** Oldest first. */
  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ScheduleUpdateRecord[]> {
    return this.findMany(scope, { scheduleId }, { sort: { createdAt: 1 } });
  }

  /** Progress first, then the update: until its description exists the update does not, so a save cut short leaves at most an unread document. */
  async insert(scope: TenantScope, update: Omit<ScheduleUpdateRecord, 'companyId'>, progress: ProgressByActivity): Promise<ScheduleUpdateRecord> {
    await this.progressModel.create({ _id: update._id, companyId: companyIdOf(scope), scheduleId: update.scheduleId, progress: JSON.stringify(progress) });
    return this.insertOne(scope, update);
  }

  async progressOf(scope: TenantScope, update: Pick<ScheduleUpdateRecord, '_id' | 'scheduleId'>): Promise<ProgressByActivity> {
    const record = await this.progressModel.findOne({ _id: update._id }).lean<UpdateProgressRecord>().exec();
    if (record === null || record.companyId !== companyIdOf(scope) || record.scheduleId !== update.scheduleId) return {};
    return JSON.parse(record.progress) as ProgressByActivity;
  }
}
