import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { CONSTRAINT_MODEL, type ConstraintDocument } from './constraint.schema';

@Injectable()
export class ConstraintsRepository extends TenantScopedRepository<ConstraintDocument> {
  constructor(@InjectModel(CONSTRAINT_MODEL) model: Model<ConstraintDocument>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }
}
