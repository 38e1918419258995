import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { COMPANY_MODEL, type CompanyRecord } from './identity.schemas';

@Injectable()
export class CompaniesRepository {
  constructor(@InjectModel(COMPANY_MODEL) private readonly companies: Model<CompanyRecord>) {}

  findById(companyId: string): Promise<CompanyRecord | null> {
    return this.companies.findById(companyId).lean<CompanyRecord>().exec();
  }

  findByIds(companyIds: readonly string[]): Promise<CompanyRecord[]> {
    return this.companies.find({ _id: { $in: companyIds } }).sort({ name: 1 }).lean<CompanyRecord[]>().exec();
  }

  async insert(company: Omit<CompanyRecord, 'createdAt'>): Promise<void> {
    await this.companies.create(company);
  }
}
