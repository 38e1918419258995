import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PlanActivity } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { toObjectId } from '../common/object-id';
import type { ActivityRecord } from './activity.record';
import { ACTIVITY_MODEL, type ActivityDocument } from './activity.schema';

type NewActivityDocument = Omit<ActivityRecord, 'id' | 'companyId'> & { _id: Types.ObjectId };

@Injectable()
export class ActivitiesRepository extends TenantScopedRepository<ActivityDocument, NewActivityDocument> {
  constructor(@InjectModel(ACTIVITY_MODEL) model: Model<ActivityDocument>) {
    super(model);
  }

  /** One countDocuments per schedule: FerretDB-safe, and a project has a handful of schedules. */
  async countBySchedule(scope: TenantScope, scheduleIds: readonly string[]): Promise<Map<string, number>> {
    const counts = await Promise.all(scheduleIds.map(async (scheduleId) => [scheduleId, await this.count(scope, { scheduleId })] as const));
    return new Map(counts);
  }

  /** Every activity of one schedule (the engine needs the whole network). */
  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ActivityRecord[]> {
    const docs = await this.findMany(scope, { scheduleId });
    return docs.map((doc) => ({
      id: doc._id.toHexString(),
      companyId: doc.companyId,
      scheduleId: doc.scheduleId,
      calendarId: doc.calendarId ?? null,
      parentId: doc.parentId ?? null,
      name: doc.name,
      kind: doc.kind,
      duration: doc.duration,
      start: doc.start,
      finish: doc.finish,
      progress: doc.progress ?? 0,
      correlativeId: doc.correlativeId,
      order: doc.order,
      constraintType: (doc.constraintType ?? 'asap') as ActivityRecord['constraintType'],
      constraintDate: doc.constraintDate ?? null,
      priority: (doc.priority ?? 'normal') as ActivityRecord['priority'],
      description: doc.description ?? '',
      subcontractId: doc.subcontractId ?? null,
      tags: doc.tags ?? [],
      responsibleIds: doc.responsibleIds ?? [],
    }));
  }

  async insertRecords(scope: TenantScope, activities: readonly Omit<ActivityRecord, 'companyId'>[]): Promise<void> {
    await this.insertMany(
      scope,
      activities.map(({ id, ...fields }) => ({ ...fields, _id: toObjectId(id) })),
    );
  }

  /** A save's activities written whole (docs/masterplan-save.md: why rows are deleted and inserted rather than updated). */
  async replaceRows(scope: TenantScope, scheduleId: string, rows: readonly PlanActivity[]): Promise<void> {
    await this.replaceMany(
      scope,
      rows.map(({ id, ...fields }) => ({ ...fields, _id: toObjectId(id), scheduleId })),
    );
  }

  async deleteRows(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.deleteMany(scope, { _id: { $in: ids.map(toObjectId) }, scheduleId });
  }

  /** Ids of a save that already name an activity of another company or schedule. */
  async idsElsewhere(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<string[]> {
    return (await this.idsOutside(scope, ids.map(toObjectId), { scheduleId })).map((id) => id.toHexString());
  }
}
