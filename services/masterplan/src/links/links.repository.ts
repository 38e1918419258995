import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PlanLink } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
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

type NewLinkDocument = Omit<LinkRecord, 'id'> & { _id: Types.ObjectId };

@Injectable()
export class LinksRepository extends TenantScopedRepository<LinkDocument, NewLinkDocument> {
  constructor(@InjectModel(LINK_MODEL) model: Model<LinkDocument>) {
    super(model);
  }

  async countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number> {
    return this.count(scope, { scheduleId });
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<LinkRecord[]> {
    const docs = await this.findMany(scope, { scheduleId });
    return docs.map((doc) => ({
      id: doc._id.toHexString(),
      scheduleId: doc.scheduleId,
      predecessorId: doc.predecessorId,
      successorId: doc.successorId,
      type: doc.type,
      lag: doc.lag ?? 0,
    }));
  }

  async insertRecords(scope: TenantScope, links: readonly LinkRecord[]): Promise<void> {
    await this.insertMany(
      scope,
      links.map(({ id, ...fields }) => ({ ...fields, _id: toObjectId(id) })),
    );
  }

  /** A save's links written whole (docs/masterplan-save.md: why rows are deleted and inserted rather than updated). */
  async replaceRows(scope: TenantScope, scheduleId: string, rows: readonly PlanLink[]): Promise<void> {
    await this.replaceMany(
      scope,
      rows.map(({ id, ...fields }) => ({ ...fields, _id: toObjectId(id), scheduleId })),
    );
  }

  async deleteRows(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.deleteMany(scope, { _id: { $in: ids.map(toObjectId) }, scheduleId });
  }

  /** Ids of a save that already name a link of another company or schedule. */
  async idsElsewhere(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<string[]> {
    return (await this.idsOutside(scope, ids.map(toObjectId), { scheduleId })).map((id) => id.toHexString());
  }
}
