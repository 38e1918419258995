import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Role } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { COMPANY_MEMBER_MODEL, type CompanyMemberRecord } from './identity.schema';

@Injectable()
export class CompanyMembersRepository extends TenantScopedRepository<CompanyMemberRecord> {
  constructor(@InjectModel(COMPANY_MEMBER_MODEL) model: Model<CompanyMemberRecord>) {
    super(model);
  }

  /** The companies a user belongs to: the one query that crosses companies, limited to that user's own links. */
  companiesOfUser(userId: string): Promise<CompanyMemberRecord[]> {
    return this.model.find({ userId }).lean<CompanyMemberRecord[]>().exec();
  }

  membership(scope: TenantScope, userId: string): Promise<CompanyMemberRecord | null> {
    return this.findOne(scope, { userId });
  }

  membersOf(scope: TenantScope): Promise<CompanyMemberRecord[]> {
    return this.findMany(scope);
  }

  /** Active administrators of a company, who receive activation requests. */
  activeAdminsOf(scope: TenantScope): Promise<CompanyMemberRecord[]> {
    return this.findMany(scope, { role: { $in: ['admin', 'superadmin'] }, isActive: { $ne: false } });
  }

  async add(scope: TenantScope, userId: string, role: Role): Promise<void> {
    await this.insertOne(scope, { _id: `${scope.companyId}:${userId}`, userId, role, isActive: true, activationRequestedAt: null });
  }

  setRole(scope: TenantScope, userId: string, role: Role): Promise<CompanyMemberRecord | null> {
    return this.findOneAndUpdate(scope, { userId }, { $set: { role } });
  }

  setActive(scope: TenantScope, userId: string, isActive: boolean): Promise<CompanyMemberRecord | null> {
    return this.findOneAndUpdate(scope, { userId }, { $set: { isActive, activationRequestedAt: null } });
  }

  markActivationRequested(scope: TenantScope, userId: string, at: Date): Promise<CompanyMemberRecord | null> {
    return this.findOneAndUpdate(scope, { userId }, { $set: { activationRequestedAt: at } });
  }

  async remove(scope: TenantScope, userId: string): Promise<void> {
    await this.deleteOne(scope, { userId });
  }

  async removeAll(scope: TenantScope): Promise<void> {
    await this.deleteMany(scope, {});
  }
}
