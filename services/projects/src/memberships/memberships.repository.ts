import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CompanyScope } from '../common/company-scope';
import { toObjectId } from '../common/object-id';
import { MEMBERSHIP_MODEL, type MembershipDocument } from './membership.schema';

export interface NewMembership {
  id?: string;
  projectId: string;
  userId: string;
  isCreator: boolean;
}

@Injectable()
export class MembershipsRepository {
  constructor(@InjectModel(MEMBERSHIP_MODEL) private readonly memberships: Model<MembershipDocument>) {}

  async isMember(scope: CompanyScope, projectId: string, userId: string): Promise<boolean> {
    const found = await this.memberships.exists({ companyId: scope.companyId, projectId, userId });
    return found !== null;
  }

  async projectIdsOf(scope: CompanyScope, userId: string): Promise<string[]> {
    const docs = await this.memberships
      .find({ companyId: scope.companyId, userId }, { projectId: 1 })
      .lean<Pick<MembershipDocument, 'projectId'>[]>();
    return docs.map((doc) => doc.projectId);
  }

  async add(scope: CompanyScope, membership: NewMembership): Promise<void> {
    const { id, ...fields } = membership;
    await this.memberships.create({ ...fields, ...(id ? { _id: toObjectId(id) } : {}), companyId: scope.companyId });
  }
}
