import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ServiceError, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { RESOURCE_MODEL, type ResourceRecord } from './resource.schema';
import { withQuantity } from './resource-usage';

const ASSIGN_ATTEMPTS = 5;

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

  /**
   * Sets one activity's quantity (0 takes it away). The list is written only over the revision it was read at, and read
   * again when another assignment landed meanwhile, so two planners assigning at once both keep theirs.
   */
  async assign(scope: TenantScope, scheduleId: string, resourceId: string, activityId: string, quantity: number): Promise<ResourceRecord | null> {
    for (let attempt = 0; attempt < ASSIGN_ATTEMPTS; attempt++) {
      const current = await this.findInSchedule(scope, scheduleId, resourceId);
      if (current === null) return null;
      const revision = current.revision;
      const assignments = withQuantity(current.assignments, activityId, quantity);
      const written = await this.findOneAndUpdate(scope, { _id: resourceId, scheduleId, revision }, { $set: { assignments, revision: revision + 1 } });
      if (written !== null) return written;
    }
    throw new ServiceError('RESOURCE_BUSY', 'The resource is being changed by others; try again', 409);
  }

  async remove(scope: TenantScope, scheduleId: string, resourceId: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: resourceId, scheduleId });
  }
}
