import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ReadCache, type TenantScope, TenantScopedRepository, toObjectId } from '@tenon/service-kit';
import { SCHEDULE_MODEL, type ScheduleDocument } from './schedule.schema';
import { DELETED_SCHEDULE_STATUS, type NewSchedule, type ScheduleRecord } from './schedule.record';

type NewScheduleDocument = Omit<NewSchedule, 'id'> & { _id?: Types.ObjectId };

@Injectable()
export class SchedulesRepository extends TenantScopedRepository<ScheduleDocument, NewScheduleDocument> {
  constructor(
    @InjectModel(SCHEDULE_MODEL) model: Model<ScheduleDocument>,
    private readonly cache: ReadCache,
  ) {
    super(model);
  }

  /** Read on every module page (through the schedule selector), hence cached until the company's next write. */
  async listOfProject(scope: TenantScope, projectId: string, options: { includeHidden: boolean }): Promise<ScheduleRecord[]> {
    return this.cache.read(scope.companyId, `schedules:${projectId}:${options.includeHidden}`, () => this.queryProject(scope, projectId, options));
  }

  private async queryProject(scope: TenantScope, projectId: string, options: { includeHidden: boolean }): Promise<ScheduleRecord[]> {
    const docs = await this.findMany(
      scope,
      { projectId, status: { $ne: DELETED_SCHEDULE_STATUS }, ...(options.includeHidden ? {} : { visible: true }) },
      { sort: { order: 1 } },
    );
    return docs.map(toRecord);
  }

  /** The live schedules of several projects in one query (the projects home), each project's in its order. */
  async listOfProjects(scope: TenantScope, projectIds: readonly string[], options: { includeHidden: boolean }): Promise<ScheduleRecord[]> {
    if (projectIds.length === 0) return [];
    const key = `schedules-of:${[...projectIds].sort().join(',')}:${options.includeHidden}`;
    return this.cache.read(scope.companyId, key, () => this.queryProjects(scope, projectIds, options));
  }

  private async queryProjects(scope: TenantScope, projectIds: readonly string[], options: { includeHidden: boolean }): Promise<ScheduleRecord[]> {
    const docs = await this.findMany(
      scope,
      { projectId: { $in: [...projectIds] }, status: { $ne: DELETED_SCHEDULE_STATUS }, ...(options.includeHidden ? {} : { visible: true }) },
      { sort: { projectId: 1, order: 1 } },
    );
    return docs.map(toRecord);
  }

  /**
   * Owners of schedules named in a request, read without the tenant filter so that another company's id is told
   * apart (WRONG_COMPANY) from an unknown one; nothing but the owner leaves this method.
   */
  async ownersOf(scheduleIds: readonly string[]): Promise<Array<{ id: string; companyId: string; projectId: string; deleted: boolean }>> {
    const docs = await this.model
      .find({ _id: { $in: scheduleIds.map(toObjectId) } }, { companyId: 1, projectId: 1, status: 1 })
      .lean<Pick<ScheduleDocument, '_id' | 'companyId' | 'projectId' | 'status'>[]>();
    return docs.map((doc) => ({
      id: doc._id.toHexString(),
      companyId: doc.companyId,
      projectId: doc.projectId,
      deleted: doc.status === DELETED_SCHEDULE_STATUS,
    }));
  }

  /** One update per moved schedule: a project has a handful, and FerretDB has no transactions to batch them in. */
  async setOrders(scope: TenantScope, projectId: string, orders: ReadonlyMap<string, number>): Promise<void> {
    await Promise.all(
      [...orders].map(([scheduleId, order]) =>
        this.updateOne(scope, { _id: toObjectId(scheduleId), projectId }, { $set: { order } }),
      ),
    );
  }

  /** Soft delete: the schedule keeps its data (other modules refer to it) and leaves every list. */
  /** The schedule after its new name, or null when it is not a live schedule of this project and company. */
  async rename(scope: TenantScope, projectId: string, scheduleId: string, name: string): Promise<ScheduleRecord | null> {
    const result = await this.updateOne(
      scope,
      { _id: toObjectId(scheduleId), projectId, status: { $ne: DELETED_SCHEDULE_STATUS } },
      { $set: { name: name.trim() } },
    );
    if (result.matched === 0) return null;
    return this.findInProject(scope, projectId, scheduleId);
  }

  async softDelete(scope: TenantScope, projectId: string, scheduleId: string): Promise<boolean> {
    const result = await this.updateOne(
      scope,
      { _id: toObjectId(scheduleId), projectId, status: { $ne: DELETED_SCHEDULE_STATUS } },
      { $set: { status: DELETED_SCHEDULE_STATUS } },
    );
    return result.modified > 0;
  }

  async removeOfProject(scope: TenantScope, projectId: string): Promise<void> {
    await this.deleteMany(scope, { projectId });
  }

  async findInProject(scope: TenantScope, projectId: string, scheduleId: string): Promise<ScheduleRecord | null> {
    // By id alone, the rest checked here: FerretDB's SQLite backend reads an `_id`-only filter by key and scans for any other.
    const doc = await this.findById(scope, toObjectId(scheduleId));
    return doc !== null && doc.projectId === projectId && doc.status !== DELETED_SCHEDULE_STATUS ? toRecord(doc) : null;
  }

  async nextOrder(scope: TenantScope, projectId: string): Promise<number> {
    const last = await this.findOne<Pick<ScheduleDocument, 'order'>>(scope, { projectId }, { projection: { order: 1 }, sort: { order: -1 } });
    return (last?.order ?? 0) + 1;
  }

  async create(scope: TenantScope, schedule: NewSchedule): Promise<ScheduleRecord> {
    const { id, ...fields } = schedule;
    return toRecord(await this.insertOne(scope, { ...fields, ...(id ? { _id: toObjectId(id) } : {}) }));
  }
}

function toRecord(doc: ScheduleDocument): ScheduleRecord {
  return {
    id: doc._id.toHexString(),
    companyId: doc.companyId,
    projectId: doc.projectId,
    name: doc.name,
    order: doc.order,
    visible: doc.visible ?? true,
    status: doc.status ?? 'active',
    productive: doc.productive ?? true,
    hoursPerDay: doc.hoursPerDay ?? 8,
    hoursPerWeek: doc.hoursPerWeek ?? 40,
    dateFormat: doc.dateFormat ?? 'MM/DD/YY',
  };
}
