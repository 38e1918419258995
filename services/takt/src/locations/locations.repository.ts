import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { TaktNodesRepository } from '../tree/takt-nodes.repository';
import { LOCATION_MODEL, type LocationRecord } from './location.schema';

@Injectable()
export class LocationsRepository extends TaktNodesRepository<LocationRecord> {
  constructor(@InjectModel(LOCATION_MODEL) model: Model<LocationRecord>) {
    super(model);
  }

  async ofStructure(scope: TenantScope, scheduleId: string, structureId: string): Promise<LocationRecord[]> {
    return this.findMany(scope, { scheduleId, structureId }, { sort: { order: 1 } });
  }

  async deleteOfStructure(scope: TenantScope, scheduleId: string, structureId: string): Promise<number> {
    return this.deleteMany(scope, { scheduleId, structureId });
  }
}
