import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { toObjectId } from '../common/object-id';
import { LINK_MODEL, type LinkDocument } from './link.schema';

export interface LinkRecord {
  id: string;
  scheduleId: string;
  predecessorId: string;
  successorId: string;
  type: 'FS' | 'SS' | 'FF' | 'SF';
  lag: number;
}

@Injectable()
export class LinksRepository {
  constructor(@InjectModel(LINK_MODEL) private readonly links: Model<LinkDocument>) {}

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.links.countDocuments({ companyId: scope.companyId, scheduleId });
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<LinkRecord[]> {
    const docs = await this.links.find({ companyId: scope.companyId, scheduleId }).lean<LinkDocument[]>();
    return docs.map((doc) => ({
      id: doc._id.toHexString(),
      scheduleId: doc.scheduleId,
      predecessorId: doc.predecessorId,
      successorId: doc.successorId,
      type: doc.type,
      lag: doc.lag ?? 0,
    }));
  }

  async insertMany(scope: TenantScope, links: readonly LinkRecord[]): Promise<void> {
    if (links.length === 0) return;
    await this.links.insertMany(
      links.map(({ id, ...fields }) => ({ ...fields, _id: toObjectId(id), companyId: scope.companyId })),
      { ordered: false },
    );
  }
}
