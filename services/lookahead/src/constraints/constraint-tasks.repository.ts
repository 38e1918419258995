import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { LeanStatus } from '@tenon/lean';
import { companyIdOf, scopedFilter, type TenantScope } from '@tenon/service-kit';
import { TaskStamps } from '../tasks/task-stamps';
import { CONSTRAINT_TASK_MODEL, type ConstraintTaskRecord } from './constraint-task.schema';

/** A task as the roadblock rules read it, its id as text. */
export interface RestrictableTaskRow {
  id: string;
  scheduleId: string;
  activityId: string;
  name: string;
  leanStatus: LeanStatus;
  leanStatusBeforeRestriction: LeanStatus | null;
}

/** Task ids are ObjectIds when the tasks feature creates them; matching both forms keeps either writer's ids working. */
const idForms = (ids: readonly string[]): unknown[] => [...ids, ...ids.filter((id) => Types.ObjectId.isValid(id) && id.length === 24).map((id) => new Types.ObjectId(id))];

const toRow = (record: ConstraintTaskRecord): RestrictableTaskRow => ({
  id: String(record._id),
  scheduleId: record.scheduleId,
  activityId: record.activityId,
  name: record.name,
  leanStatus: record.leanStatus,
  leanStatusBeforeRestriction: record.leanStatusBeforeRestriction ?? null,
});

/** Reads tasks and writes only their lean status fields: the restriction rule's part of the `tasks` collection. */
@Injectable()
export class ConstraintTasksRepository {
  constructor(
    @InjectModel(CONSTRAINT_TASK_MODEL) private readonly model: Model<ConstraintTaskRecord>,
    private readonly stamps: TaskStamps,
  ) {}

  async ofSchedule(scope: TenantScope, scheduleId: string): Promise<RestrictableTaskRow[]> {
    const records = await this.model.find(scopedFilter(scope, { scheduleId }), { _id: 1, scheduleId: 1, activityId: 1, name: 1, leanStatus: 1, leanStatusBeforeRestriction: 1 }).lean<ConstraintTaskRecord[]>().exec();
    return records.map(toRow);
  }

  async withIds(scope: TenantScope, ids: readonly string[]): Promise<RestrictableTaskRow[]> {
    if (ids.length === 0) return [];
    const records = await this.model.find(scopedFilter(scope, { _id: { $in: idForms(ids) } })).lean<ConstraintTaskRecord[]>().exec();
    return records.map(toRow);
  }

  /** Which of these ids are not tasks of this company's schedule (another schedule's, another company's, none). */
  async idsOutside(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.model.find({ _id: { $in: idForms(ids) }, companyId: companyIdOf(scope), scheduleId }, { _id: 1 }).lean<Array<{ _id: unknown }>>().exec();
    const known = new Set(found.map((record) => String(record._id)));
    return ids.filter((id) => !known.has(id));
  }

  /** Writes the rule's two fields, only if the task still has the status the rule read (a concurrent edit wins). */
  async writeLeanStatus(scope: TenantScope, task: RestrictableTaskRow, readStatus: LeanStatus, next: Pick<RestrictableTaskRow, 'leanStatus' | 'leanStatusBeforeRestriction'>): Promise<boolean> {
    const result = await this.model
      .updateOne(scopedFilter(scope, { _id: { $in: idForms([task.id]) }, leanStatus: readStatus }), {
        $set: { leanStatus: next.leanStatus, leanStatusBeforeRestriction: next.leanStatusBeforeRestriction },
      })
      .exec();
    if (result.modifiedCount === 0) return false;
    await this.stamps.raise(scope, task.scheduleId);
    return true;
  }
}
