import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { SCHEDULE_IMPORT_MODEL, type ScheduleImportDocument } from './schedule-import.schema';

export type ScheduleImportRecord = Omit<ScheduleImportDocument, '_id' | 'companyId'>;

@Injectable()
export class ScheduleImportsRepository extends TenantScopedRepository<ScheduleImportDocument, Omit<ScheduleImportDocument, 'companyId'>> {
  constructor(@InjectModel(SCHEDULE_IMPORT_MODEL) model: Model<ScheduleImportDocument>) {
    super(model);
  }

  async record(scope: TenantScope, entry: Omit<ScheduleImportDocument, 'companyId'>): Promise<void> {
    await this.insertOne(scope, entry);
  }

  async ofSchedule(scope: TenantScope, scheduleId: string): Promise<ScheduleImportRecord[]> {
    const docs = await this.findMany(scope, { scheduleId });
    return docs.map(({ _id: _id, companyId: _companyId, ...fields }) => fields);
  }
}
