import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ModificationRequestState } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { MODIFICATION_REQUEST_MODEL, type ModificationRequestRecord } from './modification-request.schema';

@Injectable()
export class ModificationRequestsRepository extends TenantScopedRepository<ModificationRequestRecord, Omit<ModificationRequestRecord, 'companyId'>> {
  constructor(@InjectModel(MODIFICATION_REQUEST_MODEL) model: Model<ModificationRequestRecord>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string, state?: ModificationRequestState): Promise<ModificationRequestRecord[]> {
    return this.findMany(scope, state === undefined ? { scheduleId } : { scheduleId, state }, { sort: { requestedAt: -1 } });
  }

  /** The request when it is this company's and this schedule's; any other id is not found. */
  async findInSchedule(scope: TenantScope, scheduleId: string, requestId: string): Promise<ModificationRequestRecord | null> {
    const record = await this.findById(scope, requestId);
    return record !== null && record.scheduleId === scheduleId ? record : null;
  }

  /** Waiting → approved or rejected, only from waiting: null when someone resolved it first. */
  async resolve(scope: TenantScope, scheduleId: string, requestId: string, state: 'approved' | 'rejected', by: string): Promise<ModificationRequestRecord | null> {
    return this.findOneAndUpdate(scope, { _id: requestId, scheduleId, state: 'waiting' }, { $set: { state, resolvedBy: by, resolvedAt: new Date() } });
  }
}
