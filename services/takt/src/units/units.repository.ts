import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { UNIT_MODEL, type UnitDocument } from './unit.schema';

@Injectable()
export class UnitsRepository extends TenantScopedRepository<UnitDocument> {
  constructor(@InjectModel(UNIT_MODEL) model: Model<UnitDocument>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }
}
