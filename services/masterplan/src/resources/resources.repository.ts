import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { RESOURCE_MODEL, type ResourceRecord } from './resource.schema';

@Injectable()
export class ResourcesRepository extends TenantScopedRepository<ResourceRecord, Omit<ResourceRecord, 'companyId'>> {
  constructor(@InjectModel(RESOURCE_MODEL) model: Model<ResourceRecord>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ResourceRecord[]> {
    return this.findMany(scope, { scheduleId }, { sort: { name: 1 } });
  }

  /** The resource when it is this company's and this schedule's; any other id is not found. */
  async findInSchedule(scope: TenantScope, scheduleId: string, resourceId: string): Promise<ResourceRecord | null> {
    const record = await this.findById(scope, resourceId);
    return record !== null && record.scheduleId === scheduleId ? record : null;
  }

  async change(scope: TenantScope, scheduleId: string, resourceId: string, fields: Partial<Pick<ResourceRecord, 'name' | 'type' | 'unitLabel' | 'total' | 'assignments'>>): Promise<ResourceRecord | null> {
    return this.findOneAndUpdate(scope, { _id: resourceId, scheduleId }, { $set: fields });
  }

  /** Sets one activity's quantity (0 takes it away) without rewriting the others, so two planners assigning at once both land. */
  async assign(scope: TenantScope, scheduleId: string, resourceId: string, activityId: string, quantity: number): Promise<ResourceRecord | null> {
    const pulled = await this.findOneAndUpdate(scope, { _id: resourceId, scheduleId }, { $pull: { assignments: { activityId } } });
    if (pulled === null || quantity === 0) return pulled;
    return this.findOneAndUpdate(scope, { _id: resourceId, scheduleId }, { $push: { assignments: { activityId, quantity } } });
  }

  async remove(scope: TenantScope, scheduleId: string, resourceId: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: resourceId, scheduleId });
  }
}
