import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';

interface TaktNode {
  _id: string;
  companyId: string;
  scheduleId: string;
  name: string;
  order: number;
}

/** What structures, locations and units share: a schedule's nodes, renamed, reordered and deleted by id. */
export abstract class TaktNodesRepository<TRecord extends TaktNode> extends TenantScopedRepository<TRecord, Omit<TRecord, 'companyId'>> {
  protected constructor(model: Model<TRecord>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }

  async ofSchedule(scope: TenantScope, scheduleId: string): Promise<TRecord[]> {
    return this.findMany(scope, { scheduleId }, { sort: { order: 1 } });
  }

  /** The node if it is this company's and this schedule's; another's is answered as missing. */
  async inSchedule(scope: TenantScope, scheduleId: string, id: string): Promise<TRecord | null> {
    return this.findOne(scope, { scheduleId, _id: id });
  }

  async rename(scope: TenantScope, scheduleId: string, id: string, name: string): Promise<boolean> {
    return (await this.updateOne(scope, { scheduleId, _id: id }, { $set: { name } })).matched > 0;
  }

  async setOrders(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<void> {
    for (const [order, id] of ids.entries()) {
      await this.updateOne(scope, { scheduleId, _id: id }, { $set: { order } });
    }
  }

  async deleteIds(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.deleteMany(scope, { scheduleId, _id: { $in: [...ids] } });
  }
}
