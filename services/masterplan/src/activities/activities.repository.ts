import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { toObjectId } from '../common/object-id';
import type { ActivityRecord } from './activity.record';
import { ACTIVITY_MODEL, type ActivityDocument } from './activity.schema';

@Injectable()
export class ActivitiesRepository {
  constructor(@InjectModel(ACTIVITY_MODEL) private readonly activities: Model<ActivityDocument>) {}

  /** One countDocuments per schedule: FerretDB-safe, and a project has a handful of schedules. */
  async countBySchedule(scope: TenantScope, scheduleIds: readonly string[]): Promise<Map<string, number>> {
    const counts = await Promise.all(
      scheduleIds.map(async (scheduleId) => [scheduleId, await this.activities.countDocuments({ companyId: scope.companyId, scheduleId })] as const),
    );
    return new Map(counts);
  }

  /** Every activity of one schedule (the engine needs the whole network). */
  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<ActivityRecord[]> {
    const docs = await this.activities.find({ companyId: scope.companyId, scheduleId }).lean<ActivityDocument[]>();
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

  async insertMany(scope: TenantScope, activities: readonly Omit<ActivityRecord, 'companyId'>[]): Promise<void> {
    if (activities.length === 0) return;
    await this.activities.insertMany(
      activities.map(({ id, ...fields }) => ({ ...fields, _id: toObjectId(id), companyId: scope.companyId })),
      { ordered: false },
    );
  }
}
