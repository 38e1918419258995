import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LINK_TOKEN_MODEL, type LinkTokenData, type LinkTokenRecord } from './link-tokens.schema';

/**
 * Not a TenantScopedRepository: tokens are found by the hash of the link a person followed, before anyone is signed
 * in; the company a token belongs to is one of its fields and every flow acts only on that company.
 */
@Injectable()
export class LinkTokensRepository {
  constructor(@InjectModel(LINK_TOKEN_MODEL) private readonly tokens: Model<LinkTokenRecord>) {}

  async insert(record: Omit<LinkTokenRecord, 'createdAt'>): Promise<void> {
    await this.tokens.create(record);
  }

  findByHash(tokenHash: string): Promise<LinkTokenRecord | null> {
    return this.tokens.findOne({ tokenHash }).lean<LinkTokenRecord>().exec();
  }

  /** Single use: only the first of two concurrent calls finds the token unused. */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const result = await this.tokens.updateOne({ _id: id, usedAt: null }, { $set: { usedAt: at } }).exec();
    return result.modifiedCount > 0;
  }

  async reopen(id: string): Promise<void> {
    await this.tokens.updateOne({ _id: id }, { $set: { usedAt: null } }).exec();
  }

  async mergeData(id: string, data: LinkTokenData): Promise<void> {
    const set = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data.${key}`, value]));
    await this.tokens.updateOne({ _id: id }, { $set: set }).exec();
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.tokens.deleteMany({ _id: { $in: ids } }).exec();
  }

  /** Unused tokens of one purpose for one address, e.g. earlier reset links once a new one is sent. */
  async removeUnused(purpose: LinkTokenRecord['purpose'], email: string, exceptId: string): Promise<void> {
    await this.tokens.deleteMany({ purpose, email, usedAt: null, _id: { $ne: exceptId } }).exec();
  }

  async removeExpiredBefore(cutoff: Date): Promise<number> {
    const result = await this.tokens.deleteMany({ expiresAt: { $lt: cutoff } }).exec();
    return result.deletedCount;
  }
}
