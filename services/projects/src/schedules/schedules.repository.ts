import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CompanyScope } from '../common/company-scope';
import { toObjectId } from '../common/object-id';
import { SCHEDULE_MODEL, type ScheduleDocument } from './schedule.schema';
import { DELETED_SCHEDULE_STATUS, type NewSchedule, type ScheduleRecord } from './schedule.record';

@Injectable()
export class SchedulesRepository {
  constructor(@InjectModel(SCHEDULE_MODEL) private readonly schedules: Model<ScheduleDocument>) {}

  async listOfProject(scope: CompanyScope, projectId: string, options: { includeHidden: boolean }): Promise<ScheduleRecord[]> {
    const docs = await this.schedules
      .find({
        companyId: scope.companyId,
        projectId,
        status: { $ne: DELETED_SCHEDULE_STATUS },
        ...(options.includeHidden ? {} : { visible: true }),
      })
      .sort({ order: 1 })
      .lean<ScheduleDocument[]>();
    return docs.map(toRecord);
  }

  async findInProject(scope: CompanyScope, projectId: string, scheduleId: string): Promise<ScheduleRecord | null> {
    const doc = await this.schedules
      .findOne({ _id: toObjectId(scheduleId), companyId: scope.companyId, projectId, status: { $ne: DELETED_SCHEDULE_STATUS } })
      .lean<ScheduleDocument>();
    return doc ? toRecord(doc) : null;
  }

  async nextOrder(scope: CompanyScope, projectId: string): Promise<number> {
    const last = await this.schedules
      .findOne({ companyId: scope.companyId, projectId }, { order: 1 })
      .sort({ order: -1 })
      .lean<Pick<ScheduleDocument, 'order'>>();
    return (last?.order ?? 0) + 1;
  }

  async create(scope: CompanyScope, schedule: NewSchedule): Promise<ScheduleRecord> {
    const { id, ...fields } = schedule;
    const doc = await this.schedules.create({ ...fields, ...(id ? { _id: toObjectId(id) } : {}), companyId: scope.companyId });
    return toRecord(doc.toObject<ScheduleDocument>());
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
