import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CompanyScope } from '../common/company-scope';
import { CONSTRAINT_MODEL, type ConstraintDocument } from './constraint.schema';

@Injectable()
export class ConstraintsRepository {
  constructor(@InjectModel(CONSTRAINT_MODEL) private readonly constraints: Model<ConstraintDocument>) {}

  async countOfSchedule(scope: CompanyScope, scheduleId: string): Promise<number> {
    return this.constraints.countDocuments({ companyId: scope.companyId, scheduleId });
  }
}
