import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { LOCATION_MODEL, type LocationDocument } from './location.schema';

@Injectable()
export class LocationsRepository extends TenantScopedRepository<LocationDocument> {
  constructor(@InjectModel(LOCATION_MODEL) model: Model<LocationDocument>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }
}
