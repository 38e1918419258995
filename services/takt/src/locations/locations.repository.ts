import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { LOCATION_MODEL, type LocationDocument } from './location.schema';

@Injectable()
export class LocationsRepository {
  constructor(@InjectModel(LOCATION_MODEL) private readonly locations: Model<LocationDocument>) {}

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.locations.countDocuments({ companyId: scope.companyId, scheduleId });
  }
}
