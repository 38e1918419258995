import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { CNC_MODEL, type CncRecord } from './cnc.schema';

export type NewCnc = Omit<CncRecord, 'companyId' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class CncsRepository extends TenantScopedRepository<CncRecord, NewCnc> {
  constructor(@InjectModel(CNC_MODEL) model: Model<CncRecord>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<CncRecord[]> {
    return this.findMany(scope, { scheduleId }, { sort: { weekStart: -1, createdAt: -1 } });
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }

  async inSchedule(scope: TenantScope, scheduleId: string, id: string): Promise<CncRecord | null> {
    return this.findOne(scope, { _id: id, scheduleId });
  }

  /** The type ids CNCs of the project name, one per CNC (counted in code: FerretDB's $group is too limited). */
  async typeIdsOfProject(scope: TenantScope, projectId: string): Promise<string[]> {
    const rows = await this.findMany<{ typeId: string }>(scope, { projectId }, { projection: { typeId: 1, _id: 0 } });
    return rows.map((row) => row.typeId);
  }

  async write(scope: TenantScope, scheduleId: string, id: string, fields: Partial<NewCnc>): Promise<CncRecord | null> {
    return this.findOneAndUpdate(scope, { _id: id, scheduleId }, { $set: fields });
  }

  async remove(scope: TenantScope, scheduleId: string, id: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: id, scheduleId });
  }
}
