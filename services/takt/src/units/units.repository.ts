import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { UNIT_MODEL, type UnitDocument } from './unit.schema';

@Injectable()
export class UnitsRepository {
  constructor(@InjectModel(UNIT_MODEL) private readonly units: Model<UnitDocument>) {}

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.units.countDocuments({ companyId: scope.companyId, scheduleId });
  }
}
