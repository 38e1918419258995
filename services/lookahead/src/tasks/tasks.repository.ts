import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type UpdateQuery } from 'mongoose';
import { companyIdOf, KeyedQueue, StampedCopies, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { TASK_MODEL, type TaskDocument } from './task.schema';
import { TaskStamps } from './task-stamps';

export type NewTask = Omit<TaskDocument, 'companyId' | '_id' | 'createdAt' | 'updatedAt'>;

/** Schedules whose tasks are kept in memory at once; the least recently read goes first. */
const KEPT_SCHEDULES = 20;

/**
 * A schedule's tasks are read whole (FerretDB's SQLite backend scans the collection for any filter not naming
 * `_id`, so a filtered read costs as much) and kept, trusted while the schedule's task stamp has not moved: every write
 * here raises it after writing, and applies itself to the kept copy when no other write came between.
 */
@Injectable()
export class TasksRepository extends TenantScopedRepository<TaskDocument, NewTask & { _id?: Types.ObjectId }> {
  private readonly kept = new StampedCopies<TaskDocument[]>(KEPT_SCHEDULES);
  /**
   * A planner's single-task writes of one schedule, one at a time in this process: each then raises the stamp by
   * exactly one and keeps the copy current, where concurrent ones would leave it stale and cost the next read a scan.
   */
  private readonly writes = new KeyedQueue();

  constructor(
    @InjectModel(TASK_MODEL) model: Model<TaskDocument>,
    private readonly stamps: TaskStamps,
  ) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return (await this.listOfSchedule(scope, scheduleId)).length;
  }

  /** The schedule's tasks in the order they were created. */
  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<TaskDocument[]> {
    const key = keyOf(scope, scheduleId);
    const stamp = await this.stamps.current(scope, scheduleId);
    const held = this.kept.at(key, stamp);
    if (held !== undefined) return held.slice();
    const tasks = await this.findMany(scope, { scheduleId }, { sort: { createdAt: 1, _id: 1 } });
    this.kept.keep(key, stamp, tasks);
    return tasks.slice();
  }

  async listOfActivity(scope: TenantScope, scheduleId: string, activityId: string): Promise<TaskDocument[]> {
    return (await this.listOfSchedule(scope, scheduleId)).filter((task) => task.activityId === activityId);
  }

  async activityIdsOfSchedule(scope: TenantScope, scheduleId: string): Promise<string[]> {
    return [...new Set((await this.listOfSchedule(scope, scheduleId)).map((task) => task.activityId))];
  }

  /**
   * After a write of the schedule's tasks: the stamp raised, and the kept copy changed by `apply` when it was read
   * at the stamp just below (no other write came between), else forgotten.
   */
  private async wrote(scope: TenantScope, scheduleId: string, apply?: (tasks: TaskDocument[]) => TaskDocument[]): Promise<void> {
    this.kept.wrote(keyOf(scope, scheduleId), await this.stamps.raise(scope, scheduleId), apply);
  }

  private async wroteSchedules(scope: TenantScope, tasks: ReadonlyArray<{ scheduleId: string }>): Promise<void> {
    for (const scheduleId of new Set(tasks.map((task) => task.scheduleId))) await this.wrote(scope, scheduleId);
  }

  /** The task with this id when it is the company's; a malformed id is simply not found. */
  async findTask(scope: TenantScope, taskId: string): Promise<TaskDocument | null> {
    if (!Types.ObjectId.isValid(taskId)) return null;
    return this.findById(scope, new Types.ObjectId(taskId));
  }

  async insertTask(scope: TenantScope, task: NewTask): Promise<TaskDocument> {
    return this.writes.run(keyOf(scope, task.scheduleId), async () => {
      const created = await this.insertOne(scope, task);
      await this.wrote(scope, task.scheduleId, (tasks) => [...tasks, created]);
      return created;
    });
  }

  override async insertMany(scope: TenantScope, tasks: ReadonlyArray<NewTask & { _id?: Types.ObjectId }>): Promise<void> {
    try {
      await super.insertMany(scope, tasks);
    } finally {
      // Some rows may be written even when others fail (an unordered insert).
      await this.wroteSchedules(scope, tasks);
    }
  }

  /** Writes the change only if the task is still at `version` (and, when given, still has `leanStatus`); null otherwise. */
  async updateAtVersion(
    scope: TenantScope,
    scheduleId: string,
    taskId: Types.ObjectId,
    version: number,
    update: UpdateQuery<TaskDocument>,
    leanStatus?: string,
  ): Promise<TaskDocument | null> {
    const filter = leanStatus === undefined ? { _id: taskId, version } : { _id: taskId, version, leanStatus };
    return this.writes.run(keyOf(scope, scheduleId), async () => {
      const updated = await this.findOneAndUpdate(scope, filter, { ...update, $inc: { version: 1 } });
      if (updated !== null) await this.wrote(scope, updated.scheduleId, (tasks) => tasks.map((task) => (task._id.equals(updated._id) ? updated : task)));
      return updated;
    });
  }

  async insertTasks(scope: TenantScope, tasks: ReadonlyArray<NewTask & { _id: Types.ObjectId }>): Promise<void> {
    await this.insertMany(scope, tasks);
  }

  /** The tasks of several activities in one read (FerretDB scans the collection once, not once per activity). */
  async listOfActivities(scope: TenantScope, scheduleId: string, activityIds: readonly string[]): Promise<TaskDocument[]> {
    if (activityIds.length === 0) return [];
    const wanted = new Set(activityIds);
    return (await this.listOfSchedule(scope, scheduleId)).filter((task) => wanted.has(task.activityId));
  }

  /**
   * Takt tasks written as built, every field (timestamps included) set by the caller: the driver serializes them as
   * they are, skipping mongoose's per-document casting and validation (about 2 s for a 14,400-task assign).
   */
  async insertBuiltTasks(scope: TenantScope, tasks: ReadonlyArray<Omit<TaskDocument, 'companyId'>>): Promise<void> {
    if (tasks.length === 0) return;
    const companyId = companyIdOf(scope);
    try {
      await this.model.insertMany(
        tasks.map((task) => ({ ...task, companyId })),
        { ordered: false, lean: true },
      );
    } finally {
      await this.wroteSchedules(scope, tasks);
    }
  }

  /** An activity's takt tasks: those that name a production unit. */
  async taktTasksOfActivity(scope: TenantScope, scheduleId: string, activityId: string): Promise<TaskDocument[]> {
    return (await this.listOfActivity(scope, scheduleId, activityId)).filter((task) => typeof task.taktUnitId === 'string');
  }

  /** The takt tasks of these production units, across the schedule's activities. */
  async taktTasksOfUnits(scope: TenantScope, scheduleId: string, unitIds: readonly string[]): Promise<TaskDocument[]> {
    const wanted = new Set(unitIds);
    return (await this.listOfSchedule(scope, scheduleId)).filter((task) => typeof task.taktUnitId === 'string' && wanted.has(task.taktUnitId));
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
  async setFieldsMany(scope: TenantScope, scheduleId: string, changes: ReadonlyArray<{ id: Types.ObjectId; set: Record<string, unknown> }>): Promise<void> {
    const groups = new Map<string, { set: Record<string, unknown>; ids: Types.ObjectId[] }>();
    for (const change of changes) {
      const key = JSON.stringify(Object.entries(change.set).sort(([a], [b]) => a.localeCompare(b)));
      const group = groups.get(key) ?? { set: change.set, ids: [] };
      group.ids.push(change.id);
      groups.set(key, group);
    }
    try {
      for (const { set, ids } of groups.values()) {
        await this.updateMany(scope, { _id: { $in: ids } }, { $set: set, $inc: { version: 1 } });
      }
    } finally {
      await this.wrote(scope, scheduleId);
    }
  }

  /**
   * The takt tasks of these units under these activities, in one delete. FerretDB's SQLite backend scans the tasks
   * for any filter not naming `_id` (or naming more than 10,000), and tests a `$in` member by member: naming 14,400 task ids made each task of every
   * schedule be compared with each of them (the unassign of a 20-trade tower outlived the gateway's timeout), where
   * the schedule, 20 activities and 720 units cost a few comparisons per task.
   */
  async deleteTaktTasksOf(scope: TenantScope, scheduleId: string, activityIds: readonly string[], unitIds: readonly string[]): Promise<number> {
    if (activityIds.length === 0 || unitIds.length === 0) return 0;
    try {
      return await this.deleteMany(scope, { scheduleId, activityId: { $in: [...activityIds] }, taktUnitId: { $in: [...unitIds] } });
    } finally {
      await this.wrote(scope, scheduleId);
    }
  }

  async deleteTasks(scope: TenantScope, scheduleId: string, taskIds: readonly Types.ObjectId[]): Promise<number> {
    const doomed = new Set(taskIds.map((id) => id.toHexString()));
    return this.writes.run(keyOf(scope, scheduleId), async () => {
      let deleted = 0;
      try {
        deleted = await this.deleteMany(scope, { _id: { $in: [...taskIds] } });
      } catch (error) {
        await this.wrote(scope, scheduleId);
        throw error;
      }
      await this.wrote(scope, scheduleId, (tasks) => tasks.filter((task) => !doomed.has(task._id.toHexString())));
      return deleted;
    });
  }


  /**
   * New dates for many tasks in one unordered bulk command, each bumping its version. Each update names the task by
   * `_id` alone, the one filter FerretDB's SQLite backend reads by key (any other filter scans every task, once per
   * update: hours for a 14,400-task takt plan); so the caller passes only ids of tasks it read within the company.
   * Answers how many were written.
   */
  async setDatesMany(scope: TenantScope, scheduleId: string, changes: ReadonlyArray<{ id: Types.ObjectId; start: string; finish: string; duration: number; updatedBy: string }>): Promise<number> {
    if (changes.length === 0) return 0;
    companyIdOf(scope); // a scope without a company still fails, as every scoped write does
    try {
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
    } finally {
      await this.wrote(scope, scheduleId);
    }
  }
}

const keyOf = (scope: TenantScope, scheduleId: string): string => `${companyIdOf(scope)}:${scheduleId}`;
