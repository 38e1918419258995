import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type UpdateQuery } from 'mongoose';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { TASK_MODEL, type TaskDocument } from './task.schema';

export type NewTask = Omit<TaskDocument, 'companyId' | '_id' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class TasksRepository extends TenantScopedRepository<TaskDocument, NewTask & { _id?: Types.ObjectId }> {
  constructor(@InjectModel(TASK_MODEL) model: Model<TaskDocument>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<TaskDocument[]> {
    return this.findMany(scope, { scheduleId }, { sort: { createdAt: 1, _id: 1 } });
  }

  async listOfActivity(scope: TenantScope, scheduleId: string, activityId: string): Promise<TaskDocument[]> {
    return this.findMany(scope, { scheduleId, activityId });
  }

  async activityIdsOfSchedule(scope: TenantScope, scheduleId: string): Promise<string[]> {
    const rows = await this.findMany<{ activityId: string }>(scope, { scheduleId }, { projection: { activityId: 1 } });
    return [...new Set(rows.map((row) => row.activityId))];
  }

  /** The task with this id when it is the company's; a malformed id is simply not found. */
  async findTask(scope: TenantScope, taskId: string): Promise<TaskDocument | null> {
    if (!Types.ObjectId.isValid(taskId)) return null;
    return this.findById(scope, new Types.ObjectId(taskId));
  }

  async insertTask(scope: TenantScope, task: NewTask): Promise<TaskDocument> {
    return this.insertOne(scope, task);
  }

  /** Writes the change only if the task is still at `version` (and, when given, still has `leanStatus`); null otherwise. */
  async updateAtVersion(scope: TenantScope, taskId: Types.ObjectId, version: number, update: UpdateQuery<TaskDocument>, leanStatus?: string): Promise<TaskDocument | null> {
    const filter = leanStatus === undefined ? { _id: taskId, version } : { _id: taskId, version, leanStatus };
    return this.findOneAndUpdate(scope, filter, { ...update, $inc: { version: 1 } });
  }

  async insertTasks(scope: TenantScope, tasks: ReadonlyArray<NewTask & { _id: Types.ObjectId }>): Promise<void> {
    await this.insertMany(scope, tasks);
  }

  /** The tasks of several activities in one read (FerretDB scans the collection once, not once per activity). */
  async listOfActivities(scope: TenantScope, scheduleId: string, activityIds: readonly string[]): Promise<TaskDocument[]> {
    if (activityIds.length === 0) return [];
    return this.findMany(scope, { scheduleId, activityId: { $in: [...activityIds] } });
  }

  /**
   * Takt tasks written as built, every field (timestamps included) set by the caller: the driver serializes them as
   * they are, skipping mongoose's per-document casting and validation (about 2 s for a 14,400-task assign).
   */
  async insertBuiltTasks(scope: TenantScope, tasks: ReadonlyArray<Omit<TaskDocument, 'companyId'>>): Promise<void> {
    if (tasks.length === 0) return;
    const companyId = companyIdOf(scope);
    await this.model.insertMany(
      tasks.map((task) => ({ ...task, companyId })),
      { ordered: false, lean: true },
    );
  }

  /** An activity's takt tasks: those that name a production unit. */
  async taktTasksOfActivity(scope: TenantScope, scheduleId: string, activityId: string): Promise<TaskDocument[]> {
    return this.findMany(scope, { scheduleId, activityId, taktUnitId: { $type: 'string' } });
  }

  /** The takt tasks of these production units, across the schedule's activities. */
  async taktTasksOfUnits(scope: TenantScope, scheduleId: string, unitIds: readonly string[]): Promise<TaskDocument[]> {
    return this.findMany(scope, { scheduleId, taktUnitId: { $in: [...unitIds] } });
  }

  /** These tasks of the company, in one read. */
  async findTasks(scope: TenantScope, taskIds: readonly Types.ObjectId[]): Promise<TaskDocument[]> {
    if (taskIds.length === 0) return [];
    return this.findMany(scope, { _id: { $in: [...taskIds] } });
  }

  /**
   * Fields of many tasks, each raising its version: one update of many ids per distinct set of values (a week's
   * commitments or realized values share a handful of percentages), not one update per task. On FerretDB (SQLite) a
   * bulk command of 500 single updates ran for minutes; an update of many still writes each document (about 19 s for
   * 500), but it finishes. `changes` name tasks already read through the company's scope; the company is in the filter
   * as well.
   */
  async setFieldsMany(scope: TenantScope, changes: ReadonlyArray<{ id: Types.ObjectId; set: Record<string, unknown> }>): Promise<void> {
    const groups = new Map<string, { set: Record<string, unknown>; ids: Types.ObjectId[] }>();
    for (const change of changes) {
      const key = JSON.stringify(Object.entries(change.set).sort(([a], [b]) => a.localeCompare(b)));
      const group = groups.get(key) ?? { set: change.set, ids: [] };
      group.ids.push(change.id);
      groups.set(key, group);
    }
    for (const { set, ids } of groups.values()) {
      await this.updateMany(scope, { _id: { $in: ids } }, { $set: set, $inc: { version: 1 } });
    }
  }

  /**
   * The takt tasks of these units under these activities, in one delete. FerretDB's SQLite backend scans the tasks
   * for any filter but a lone `_id`, and tests a `$in` member by member: naming 14,400 task ids made each task of every
   * schedule be compared with each of them (the unassign of a 20-trade tower outlived the gateway's timeout), where
   * the schedule, 20 activities and 720 units cost a few comparisons per task.
   */
  async deleteTaktTasksOf(scope: TenantScope, scheduleId: string, activityIds: readonly string[], unitIds: readonly string[]): Promise<number> {
    if (activityIds.length === 0 || unitIds.length === 0) return 0;
    return this.deleteMany(scope, { scheduleId, activityId: { $in: [...activityIds] }, taktUnitId: { $in: [...unitIds] } });
  }

  async deleteTasks(scope: TenantScope, taskIds: readonly Types.ObjectId[]): Promise<number> {
    return this.deleteMany(scope, { _id: { $in: [...taskIds] } });
  }

  /**
   * New dates for many tasks in one unordered bulk command, each bumping its version. Each update names the task by
   * `_id` alone, the one filter FerretDB's SQLite backend reads by key (any other filter scans every task, once per
   * update: hours for a 14,400-task takt plan); so the caller passes only ids of tasks it read within the company.
   * Answers how many were written.
   */
  async setDatesMany(scope: TenantScope, changes: ReadonlyArray<{ id: Types.ObjectId; start: string; finish: string; duration: number; updatedBy: string }>): Promise<number> {
    if (changes.length === 0) return 0;
    companyIdOf(scope); // a scope without a company still fails, as every scoped write does
    const result = await this.model.bulkWrite(
      changes.map((change) => ({
        updateOne: {
          filter: { _id: change.id } as never,
          update: { $set: { start: change.start, finish: change.finish, duration: change.duration, updatedBy: change.updatedBy }, $inc: { version: 1 } } as never,
        },
      })),
      { ordered: false },
    );
    return result.modifiedCount;
  }
}
