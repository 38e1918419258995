import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WeekTaskRow } from '@tenon/contracts';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { WEEK_TASK_HEAD_MODEL, WEEK_TASK_MODEL, type WeekTaskDocument, type WeekTaskHeadDocument } from './week-task.schema';

export type WeekTaskRecord = Omit<WeekTaskDocument, 'companyId'>;

export function weekTaskRecordOf(scheduleId: string, row: WeekTaskRow): WeekTaskRecord {
  return {
    _id: row.id,
    scheduleId,
    activityId: row.activityId,
    activityName: row.activityName,
    parentId: row.parentId,
    name: row.name,
    start: row.start,
    finish: row.finish,
    progress: row.progress,
    leanStatus: row.leanStatus,
    responsibleIds: row.responsibleIds,
    subcontractId: row.subcontractId,
    version: row.version,
  };
}

/** Above this many changed rows a rebuild replaces them in bulk (FerretDB writes a replace per statement). */
const REPLACED_ONE_BY_ONE_AT_MOST = 100;

function sameRecord(kept: WeekTaskDocument, record: WeekTaskRecord): boolean {
  return (Object.keys(record) as Array<keyof WeekTaskRecord>).every((field) => JSON.stringify(kept[field]) === JSON.stringify(record[field]));
}

@Injectable()
export class WeekTasksRepository extends TenantScopedRepository<WeekTaskDocument, WeekTaskRecord> {
  constructor(@InjectModel(WEEK_TASK_MODEL) model: Model<WeekTaskDocument>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<WeekTaskDocument[]> {
    return this.findMany(scope, { scheduleId }, { sort: { start: 1, _id: 1 } });
  }

  async findTask(scope: TenantScope, taskId: string): Promise<WeekTaskDocument | null> {
    return this.findById(scope, taskId);
  }

  /**
   * Writes the task unless a newer version is kept. By `_id` alone, the company checked on the record read first:
   * FerretDB's SQLite backend reads a filter naming `_id` through its index and scans the collection for any other, and a
   * closed week of 500 tasks brings 500 of these events.
   */
  async upsertTask(scope: TenantScope, record: WeekTaskRecord): Promise<void> {
    const kept = await this.keptOfCompany(scope, record._id);
    if (kept === 'elsewhere' || (kept !== null && kept.version > record.version)) return;
    // A task keeps the activity name it was given until the lookahead names it again.
    const activityName = record.activityName !== '' ? record.activityName : (kept?.activityName ?? '');
    await this.model.replaceOne({ _id: record._id }, { ...record, activityName, companyId: companyIdOf(scope) }, { upsert: true }).exec();
  }

  /**
   * Many tasks written at once (a bulk takt write): one read of those kept, the new ones inserted and only the kept
   * ones replaced, so a batch of new tasks costs one collection scan on FerretDB, not two. Rows kept at a newer
   * version stay, and a task keeps its activity name as `upsertTask` does.
   */
  async upsertTasks(scope: TenantScope, records: readonly WeekTaskRecord[]): Promise<void> {
    if (records.length === 0) return;
    const kept = new Map((await this.findMany(scope, { _id: { $in: records.map((record) => record._id) } })).map((row) => [row._id, row]));
    const fresh = records.flatMap((record) => {
      const old = kept.get(record._id);
      if (old !== undefined && old.version > record.version) return [];
      return [{ ...record, activityName: record.activityName !== '' ? record.activityName : (old?.activityName ?? '') }];
    });
    const replaced = fresh.filter((record) => kept.has(record._id));
    if (replaced.length > 0) await this.replaceMany(scope, replaced);
    try {
      await this.insertMany(
        scope,
        fresh.filter((record) => !kept.has(record._id)),
      );
    } catch (error) {
      // Another writer stored one of them meanwhile (a rebuild of the schedule): the row is already the task.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  async deleteTasks(scope: TenantScope, taskIds: readonly string[]): Promise<void> {
    if (taskIds.length === 0) return;
    await this.deleteMany(scope, { _id: { $in: [...taskIds] } });
  }

  async setLeanStatus(scope: TenantScope, taskId: string, leanStatus: string): Promise<void> {
    const kept = await this.keptOfCompany(scope, taskId);
    if (kept === null || kept === 'elsewhere') return;
    await this.model.updateOne({ _id: taskId }, { $set: { leanStatus } }).exec();
  }

  /** The kept task of this company; 'elsewhere' when the id is another company's, which this company never writes. */
  private async keptOfCompany(scope: TenantScope, taskId: string): Promise<WeekTaskDocument | 'elsewhere' | null> {
    const kept = await this.model.findOne({ _id: taskId }).lean<WeekTaskDocument>().exec();
    if (kept === null) return null;
    return kept.companyId === companyIdOf(scope) ? kept : 'elsewhere';
  }

  async deleteTask(scope: TenantScope, taskId: string): Promise<void> {
    const kept = await this.keptOfCompany(scope, taskId);
    if (kept === null || kept === 'elsewhere') return;
    await this.model.deleteOne({ _id: taskId }).exec();
  }

  /**
   * The schedule's tasks made what the lookahead answered: new rows inserted, changed rows replaced one by one, rows
   * gone deleted. A task that stays is never missing, so a commit racing a rebuild still finds it; a row kept at a
   * newer version (an event applied meanwhile) stays. `before` is the schedule's rows as listed before the lookahead
   * was asked: only those, unchanged since, may be deleted. A row an event wrote after that may be newer than the answer
   * (a task made Will a moment after the lookahead answered): deleting it lost the task until its next change.
   */
  async replaceSchedule(scope: TenantScope, scheduleId: string, records: readonly WeekTaskRecord[], before: readonly WeekTaskDocument[]): Promise<void> {
    const kept = new Map((await this.listOfSchedule(scope, scheduleId)).map((row) => [row._id, row]));
    const changed = records.filter((record) => {
      const old = kept.get(record._id);
      return old !== undefined && old.version <= record.version && !sameRecord(old, record);
    });
    if (changed.length > REPLACED_ONE_BY_ONE_AT_MOST) await this.replaceMany(scope, changed);
    else for (const record of changed) await this.model.replaceOne({ _id: record._id, companyId: companyIdOf(scope) }, { ...record, companyId: companyIdOf(scope) }).exec();
    try {
      await this.insertMany(scope, records.filter((record) => !kept.has(record._id)));
    } catch (error) {
      // An event stored one of them meanwhile: the row is already the task.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    const answered = new Set(records.map((record) => record._id));
    const gone = before.filter((row) => !answered.has(row._id));
    // Each delete names what the row was, so a row an event changed meanwhile stays.
    for (const row of gone) await this.model.deleteOne({ _id: row._id, companyId: companyIdOf(scope), version: row.version, leanStatus: row.leanStatus }).exec();
  }
}

@Injectable()
export class WeekTaskHeadsRepository extends TenantScopedRepository<WeekTaskHeadDocument> {
  constructor(@InjectModel(WEEK_TASK_HEAD_MODEL) model: Model<WeekTaskHeadDocument>) {
    super(model);
  }

  async isBuilt(scope: TenantScope, scheduleId: string): Promise<boolean> {
    return (await this.findById(scope, `${companyIdOf(scope)}:${scheduleId}`)) !== null;
  }

  async markBuilt(scope: TenantScope, scheduleId: string): Promise<void> {
    await this.replaceMany(scope, [{ _id: `${companyIdOf(scope)}:${scheduleId}`, scheduleId, builtAt: new Date() }]);
  }
}
