import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ReadCache, type TenantScope, TenantScopedRepository, toObjectId } from '@tenon/service-kit';
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
  subcontractId: string | null;
}

type NewMembershipDocument = Omit<NewMembership, 'id'> & { _id?: Types.ObjectId };

@Injectable()
export class MembershipsRepository extends TenantScopedRepository<MembershipDocument, NewMembershipDocument> {
  constructor(
    @InjectModel(MEMBERSHIP_MODEL) model: Model<MembershipDocument>,
    private readonly cache: ReadCache,
  ) {
    super(model);
  }

  /** Asked by every request of a role that sees only its projects, hence cached until the company's next write. */
  async isMember(scope: TenantScope, projectId: string, userId: string): Promise<boolean> {
    return this.cache.read(scope.companyId, `member:${projectId}:${userId}`, () => this.exists(scope, { projectId, userId }));
  }

  /** The member's subcontract in the project (null: none, or not a member); asked with every access check, hence cached. */
  async subcontractOf(scope: TenantScope, projectId: string, userId: string): Promise<string | null> {
    return this.cache.read(scope.companyId, `member-subcontract:${projectId}:${userId}`, async () => {
      const doc = await this.findOne<Pick<MembershipDocument, 'subcontractId'>>(scope, { projectId, userId }, { projection: { subcontractId: 1 } });
      return doc?.subcontractId ?? null;
    });
  }

  /** Answers the membership as changed, or null when the user is not a member of the project. */
  async setSubcontract(scope: TenantScope, projectId: string, userId: string, subcontractId: string | null): Promise<MembershipRecord | null> {
    const doc = await this.findOneAndUpdate(scope, { projectId, userId }, { $set: { subcontractId } });
    return doc === null ? null : toMember(doc);
  }

  /** A deleted subcontract binds nobody: its members go back to editing as their role allows. */
  async unbindSubcontract(scope: TenantScope, subcontractId: string): Promise<number> {
    return this.updateMany(scope, { subcontractId }, { $set: { subcontractId: null } });
  }

  async projectIdsOf(scope: TenantScope, userId: string): Promise<string[]> {
    return this.cache.read(scope.companyId, `projects-of:${userId}`, async () => {
      const docs = await this.findMany<Pick<MembershipDocument, 'projectId'>>(scope, { userId }, { projection: { projectId: 1 } });
      return docs.map((doc) => doc.projectId);
    });
  }

  async add(scope: TenantScope, membership: NewMembership): Promise<void> {
    const { id, ...fields } = membership;
    await this.insertOne(scope, { ...fields, ...(id ? { _id: toObjectId(id) } : {}) });
  }

  /** Adds the member unless already one; answers the membership as stored either way. */
  async ensure(scope: TenantScope, membership: NewMembership): Promise<MembershipRecord> {
    const key = { projectId: membership.projectId, userId: membership.userId };
    const doc = await this.upsertOne(scope, key, {
      $setOnInsert: { companyId: scope.companyId, ...key, isCreator: membership.isCreator, isSuperAdmin: membership.isSuperAdmin ?? false },
    });
    return toMember(doc);
  }

  async listOfProject(scope: TenantScope, projectId: string): Promise<MembershipRecord[]> {
    const docs = await this.findMany(scope, { projectId }, { sort: { createdAt: 1 } });
    return docs.map(toMember);
  }

  async remove(scope: TenantScope, projectId: string, userId: string): Promise<boolean> {
    return this.deleteOne(scope, { projectId, userId });
  }

  async removeOfProject(scope: TenantScope, projectId: string): Promise<void> {
    await this.deleteMany(scope, { projectId });
  }
}

function toMember(doc: MembershipDocument): MembershipRecord {
  return { userId: doc.userId, isCreator: doc.isCreator ?? false, isSuperAdmin: doc.isSuperAdmin ?? false, subcontractId: doc.subcontractId ?? null };
}
