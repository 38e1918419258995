import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { CONSTRAINT_MODEL, type ConstraintRecord } from './constraint.schema';

type NewConstraint = Omit<ConstraintRecord, 'companyId' | 'createdAt' | 'updatedAt'>;

const OPEN_STATUSES = ['notreleased', 'expired', 'draft', 'notcompromises', 'waiting'];
// Rows written before the field existed lack it: FerretDB does not read a missing field as null.
const NOT_NOTIFIED = { $or: [{ overdueNotifiedOn: null }, { overdueNotifiedOn: { $exists: false } }] };

@Injectable()
export class ConstraintsRepository extends TenantScopedRepository<ConstraintRecord, NewConstraint> {
  constructor(@InjectModel(CONSTRAINT_MODEL) model: Model<ConstraintRecord>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ConstraintRecord[]> {
    return this.findMany(scope, { scheduleId }, { sort: { createdAt: 1 } });
  }

  /** The roadblocks with these ids that are this company's and this schedule's; the others are left out. */
  async inSchedule(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<ConstraintRecord[]> {
    if (ids.length === 0) return [];
    return this.findMany(scope, { scheduleId, _id: { $in: [...ids] } });
  }

  /** The roadblocks naming any of these tasks, for the restriction rule. */
  async namingTasks(scope: TenantScope, scheduleId: string, taskIds: readonly string[]): Promise<Array<Pick<ConstraintRecord, '_id' | 'taskIds' | 'status'>>> {
    if (taskIds.length === 0) return [];
    return this.findMany(scope, { scheduleId, taskIds: { $in: [...taskIds] } }, { projection: { _id: 1, taskIds: 1, status: 1 } });
  }

  /** Writes the changed fields of one roadblock; answers it as stored, or null if it is gone. */
  async write(scope: TenantScope, scheduleId: string, id: string, fields: Partial<NewConstraint>): Promise<ConstraintRecord | null> {
    return this.findOneAndUpdate(scope, { _id: id, scheduleId }, { $set: fields });
  }

  /**
   * Open roadblocks of every company past their commitment date and not yet announced, at most `limit`. Unscoped by
   * design: the overdue sweep is started by a clock, not a caller; each row carries its company for the steps after.
   */
  async overdueAcrossCompanies(today: string, limit: number): Promise<ConstraintRecord[]> {
    return this.model
      .find({ status: { $in: OPEN_STATUSES }, commitmentDate: { $lt: today, $ne: null }, ...NOT_NOTIFIED })
      .limit(limit)
      .lean<ConstraintRecord[]>()
      .exec();
  }

  /** Marks one roadblock announced as overdue (and expired, when asked); false when another sweep marked it first. */
  async markOverdueNotified(scope: TenantScope, id: string, today: string, expire: boolean): Promise<boolean> {
    const counts = await this.updateOne(scope, { _id: id, ...NOT_NOTIFIED }, { $set: { overdueNotifiedOn: today, ...(expire ? { status: 'expired' } : {}) } });
    return counts.modified > 0;
  }

  async deleteInSchedule(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<number> {
    return this.deleteMany(scope, { scheduleId, _id: { $in: [...ids] } });
  }
}
