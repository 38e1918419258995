import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { COMMITMENT_MODEL, type CommitmentDocument } from './commitment.schema';

@Injectable()
export class CommitmentsRepository extends TenantScopedRepository<CommitmentDocument> {
  constructor(@InjectModel(COMMITMENT_MODEL) model: Model<CommitmentDocument>) {
    super(model);
  }

  /** Only the week of each commitment: grouping happens in code (FerretDB's $group is too limited to rely on). */
  async weekStartsOfSchedule(scope: TenantScope, scheduleId: string): Promise<string[]> {
    const docs = await this.findMany<Pick<CommitmentDocument, 'weekStart'>>(scope, { scheduleId }, { projection: { weekStart: 1, _id: 0 } });
    return docs.map((doc) => doc.weekStart);
  }
}
