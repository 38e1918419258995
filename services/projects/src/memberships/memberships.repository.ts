import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReadCache, type TenantScope } from '@tenon/service-kit';
import { toObjectId } from '../common/object-id';
import { MEMBERSHIP_MODEL, type MembershipDocument } from './membership.schema';

export interface NewMembership {
  id?: string;
  projectId: string;
  userId: string;
  isCreator: boolean;
  isSuperAdmin?: boolean;
}

export interface MembershipRecord {
  userId: string;
  isCreator: boolean;
  isSuperAdmin: boolean;
}

@Injectable()
export class MembershipsRepository {
  constructor(
    @InjectModel(MEMBERSHIP_MODEL) private readonly memberships: Model<MembershipDocument>,
    private readonly cache: ReadCache,
  ) {}

  /** Asked by every request of a role that sees only its projects, hence cached until the company's next write. */
  async isMember(scope: TenantScope, projectId: string, userId: string): Promise<boolean> {
    return this.cache.read(scope.companyId, `member:${projectId}:${userId}`, async () => {
      const found = await this.memberships.exists({ companyId: scope.companyId, projectId, userId });
      return found !== null;
    });
  }

  async projectIdsOf(scope: TenantScope, userId: string): Promise<string[]> {
    return this.cache.read(scope.companyId, `projects-of:${userId}`, async () => {
      const docs = await this.memberships
        .find({ companyId: scope.companyId, userId }, { projectId: 1 })
        .lean<Pick<MembershipDocument, 'projectId'>[]>();
      return docs.map((doc) => doc.projectId);
    });
  }

  async add(scope: TenantScope, membership: NewMembership): Promise<void> {
    const { id, ...fields } = membership;
    await this.memberships.create({ ...fields, ...(id ? { _id: toObjectId(id) } : {}), companyId: scope.companyId });
  }

  /** Adds the member unless already one; answers the membership as stored either way. */
  async ensure(scope: TenantScope, membership: NewMembership): Promise<MembershipRecord> {
    const key = { companyId: scope.companyId, projectId: membership.projectId, userId: membership.userId };
    const doc = await this.memberships
      .findOneAndUpdate(
        key,
        { $setOnInsert: { ...key, isCreator: membership.isCreator, isSuperAdmin: membership.isSuperAdmin ?? false } },
        { upsert: true, new: true },
      )
      .lean<MembershipDocument>();
    return toMember(doc);
  }

  async listOfProject(scope: TenantScope, projectId: string): Promise<MembershipRecord[]> {
    const docs = await this.memberships.find({ companyId: scope.companyId, projectId }).sort({ createdAt: 1 }).lean<MembershipDocument[]>();
    return docs.map(toMember);
  }

  async remove(scope: TenantScope, projectId: string, userId: string): Promise<boolean> {
    const result = await this.memberships.deleteOne({ companyId: scope.companyId, projectId, userId });
    return result.deletedCount > 0;
  }

  async removeOfProject(scope: TenantScope, projectId: string): Promise<void> {
    await this.memberships.deleteMany({ companyId: scope.companyId, projectId });
  }
}

function toMember(doc: MembershipDocument): MembershipRecord {
  return { userId: doc.userId, isCreator: doc.isCreator ?? false, isSuperAdmin: doc.isSuperAdmin ?? false };
}
