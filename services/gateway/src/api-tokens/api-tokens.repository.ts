import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { API_TOKEN_MODEL, type ApiTokenRecord } from './api-tokens.schema';

/** Not a TenantScopedRepository only for `findBySecretHash`: a request carries no company until its token is found. */
@Injectable()
export class ApiTokensRepository {
  constructor(@InjectModel(API_TOKEN_MODEL) private readonly tokens: Model<ApiTokenRecord>) {}

  async insert(token: ApiTokenRecord): Promise<void> {
    await this.tokens.create(token);
  }

  listOfCompany(scope: TenantScope): Promise<ApiTokenRecord[]> {
    return this.tokens.find({ companyId: scope.companyId }).sort({ createdAt: -1 }).lean<ApiTokenRecord[]>().exec();
  }

  findBySecretHash(secretHash: string): Promise<ApiTokenRecord | null> {
    return this.tokens.findOne({ secretHash }).lean<ApiTokenRecord>().exec();
  }

  /** Revokes a live token of the company; the revoked one, or null when there is no such live token. */
  revoke(scope: TenantScope, tokenId: string, at: Date): Promise<ApiTokenRecord | null> {
    return this.tokens
      .findOneAndUpdate({ _id: tokenId, companyId: scope.companyId, revokedAt: null }, { $set: { revokedAt: at } }, { new: true })
      .lean<ApiTokenRecord>()
      .exec();
  }

  findOfCompany(scope: TenantScope, tokenId: string): Promise<ApiTokenRecord | null> {
    return this.tokens.findOne({ _id: tokenId, companyId: scope.companyId }).lean<ApiTokenRecord>().exec();
  }

  async touch(tokenId: string, at: Date): Promise<void> {
    await this.tokens.updateOne({ _id: tokenId }, { $set: { lastUsedAt: at } }).exec();
  }
}
