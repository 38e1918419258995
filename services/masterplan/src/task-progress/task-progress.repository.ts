import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { TASK_PROGRESS_MODEL, type TaskProgressRecord } from './task-progress.schema';

export type HeardProgress = Omit<TaskProgressRecord, '_id' | 'companyId' | 'heardAt'>;

@Injectable()
export class TaskProgressInbox extends TenantScopedRepository<TaskProgressRecord> {
  constructor(@InjectModel(TASK_PROGRESS_MODEL) model: Model<TaskProgressRecord>) {
    super(model);
  }

  /** The latest figure heard for an activity replaces the one waiting. */
  async hear(scope: TenantScope, heard: HeardProgress): Promise<void> {
    await this.upsertOne(scope, { _id: `${heard.scheduleId}:${heard.activityId}` }, { $set: { ...heard, heardAt: new Date() } });
  }

  async waitingOf(scope: TenantScope, scheduleId: string): Promise<TaskProgressRecord[]> {
    return this.findMany(scope, { scheduleId });
  }

  /** Drops what a save took; a row heard again meanwhile (a later time) stays for the next save. */
  async taken(scope: TenantScope, rows: readonly TaskProgressRecord[]): Promise<void> {
    for (const row of rows) await this.deleteOne(scope, { _id: row._id, heardAt: row.heardAt });
  }

  /**
   * Every schedule with progress waiting, of every company, each with its company. Unscoped by design: read once at
   * start-up, when no caller is asking, to finish the saves a restart interrupted; each save is then within its company.
   */
  async schedulesWaitingAcrossCompanies(): Promise<Array<{ companyId: string; scheduleId: string }>> {
    const rows = await this.model.find({}, { companyId: 1, scheduleId: 1 }).lean<Array<{ companyId: string; scheduleId: string }>>().exec();
    const seen = new Map(rows.map((row) => [`${row.companyId}:${row.scheduleId}`, { companyId: row.companyId, scheduleId: row.scheduleId }]));
    return [...seen.values()];
  }
}
