import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { COMMITMENT_MODEL, type CommitmentDocument } from './commitment.schema';

@Injectable()
export class CommitmentsRepository {
  constructor(@InjectModel(COMMITMENT_MODEL) private readonly commitments: Model<CommitmentDocument>) {}

  /** Only the week of each commitment: grouping happens in code (FerretDB's $group is too limited to rely on). */
  async weekStartsOfSchedule(scope: TenantScope, scheduleId: string): Promise<string[]> {
    const docs = await this.commitments
      .find({ companyId: scope.companyId, scheduleId }, { weekStart: 1, _id: 0 })
      .lean<Pick<CommitmentDocument, 'weekStart'>[]>();
    return docs.map((doc) => doc.weekStart);
  }
}
