import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { CONSTRAINT_MODEL, type ConstraintDocument } from './constraint.schema';

@Injectable()
export class ConstraintsRepository {
  constructor(@InjectModel(CONSTRAINT_MODEL) private readonly constraints: Model<ConstraintDocument>) {}

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.constraints.countDocuments({ companyId: scope.companyId, scheduleId });
  }
}
