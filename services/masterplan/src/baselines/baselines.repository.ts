import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { BaselinePoint } from '@tenon/contracts';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { BASELINE_MODEL, BASELINE_POINTS_MODEL, type BaselinePointsRecord, type BaselineRecord } from './baseline.schema';

@Injectable()
export class BaselinesRepository extends TenantScopedRepository<BaselineRecord, Omit<BaselineRecord, 'companyId'>> {
  constructor(
    @InjectModel(BASELINE_MODEL) model: Model<BaselineRecord>,
    @InjectModel(BASELINE_POINTS_MODEL) private readonly pointsModel: Model<BaselinePointsRecord>,
  ) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<BaselineRecord[]> {
    return this.findMany(scope, { scheduleId }, { sort: { createdAt: -1 } });
  }

  /** The baseline when it is this company's and this schedule's; any other id is not found. */
  async findInSchedule(scope: TenantScope, scheduleId: string, baselineId: string): Promise<BaselineRecord | null> {
    const record = await this.findById(scope, baselineId);
    return record !== null && record.scheduleId === scheduleId ? record : null;
  }

  async points(scope: TenantScope, baseline: Pick<BaselineRecord, '_id' | 'scheduleId'>): Promise<BaselinePoint[]> {
    const record = await this.pointsModel.findOne({ _id: baseline._id }).lean<BaselinePointsRecord>().exec();
    if (record === null || record.companyId !== companyIdOf(scope) || record.scheduleId !== baseline.scheduleId) return [];
    return JSON.parse(record.points) as BaselinePoint[];
  }

  /**
   * Points first, then the others let go, then the baseline itself: until its description exists the baseline does
   * not, so a save cut short leaves at most an unread points document.
   */
  async insertActive(scope: TenantScope, baseline: Omit<BaselineRecord, 'companyId'>, points: readonly BaselinePoint[]): Promise<BaselineRecord> {
    const companyId = companyIdOf(scope);
    await this.pointsModel.create({ _id: baseline._id, companyId, scheduleId: baseline.scheduleId, points: JSON.stringify(points) });
    await this.deactivateAll(scope, baseline.scheduleId);
    return this.insertOne(scope, { ...baseline, active: true, visible: true });
  }

  async rename(scope: TenantScope, scheduleId: string, baselineId: string, fields: { name: string; description?: string }): Promise<BaselineRecord | null> {
    return this.findOneAndUpdate(scope, { _id: baselineId, scheduleId }, { $set: fields });
  }

  /** Makes one baseline the schedule's only active and visible one (spec 4). */
  async activate(scope: TenantScope, scheduleId: string, baselineId: string): Promise<BaselineRecord | null> {
    await this.deactivateAll(scope, scheduleId);
    return this.findOneAndUpdate(scope, { _id: baselineId, scheduleId }, { $set: { active: true, visible: true } });
  }

  private async deactivateAll(scope: TenantScope, scheduleId: string): Promise<void> {
    await this.model.updateMany(this.filter(scope, { scheduleId, $or: [{ active: true }, { visible: true }] }), { $set: { active: false, visible: false } }).exec();
  }
}
