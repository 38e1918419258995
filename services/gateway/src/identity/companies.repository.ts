import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { COMPANY_MODEL, type CompanyRecord } from './identity.schema';

export type CompanyChanges = Partial<Pick<CompanyRecord, 'name' | 'image' | 'country' | 'size' | 'type' | 'numberOfProjects' | 'requireResources'>>;

/** Not a TenantScopedRepository: a company is the tenant itself (its `_id` is the company id), found by domain at sign-up. */
@Injectable()
export class CompaniesRepository {
  constructor(@InjectModel(COMPANY_MODEL) private readonly companies: Model<CompanyRecord>) {}

  findById(companyId: string): Promise<CompanyRecord | null> {
    return this.companies.findById(companyId).lean<CompanyRecord>().exec();
  }

  findByIds(companyIds: readonly string[]): Promise<CompanyRecord[]> {
    return this.companies.find({ _id: { $in: companyIds } }).sort({ name: 1 }).lean<CompanyRecord[]>().exec();
  }

  /** The oldest company owning a mail domain (sign-up joins it). */
  findByDomain(domain: string): Promise<CompanyRecord | null> {
    return this.companies.findOne({ domain }).sort({ createdAt: 1 }).lean<CompanyRecord>().exec();
  }

  async insert(company: Omit<CompanyRecord, 'createdAt'>): Promise<void> {
    await this.companies.create(company);
  }

  /** Only the caller's own company can be changed: the scope is the session's company. */
  update(scope: TenantScope, changes: CompanyChanges): Promise<CompanyRecord | null> {
    return this.companies.findOneAndUpdate({ _id: scope.companyId }, { $set: changes }, { new: true }).lean<CompanyRecord>().exec();
  }

  async remove(companyId: string): Promise<void> {
    await this.companies.deleteOne({ _id: companyId }).exec();
  }
}
