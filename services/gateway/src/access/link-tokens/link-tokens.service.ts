import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { accessError } from '../access-error';
import { expiryOf, hashLinkToken, linkTokenState, looksLikeLinkToken, newLinkToken, sweepCutoff, type LinkTokenPurpose } from './link-token';
import { LinkTokensRepository } from './link-tokens.repository';
import type { LinkTokenData, LinkTokenRecord } from './link-tokens.schema';

export interface LinkTokenRequest {
  purpose: LinkTokenPurpose;
  email: string;
  userId?: string | null;
  companyId?: string | null;
  data?: LinkTokenData;
  lang?: 'en' | 'es';
}

export interface IssuedLinkToken {
  token: string;
  record: LinkTokenRecord;
}

/** Issues, checks and uses up the tokens of mail links. A used token answers 410 with `closed`, an expired one 410. */
@Injectable()
export class LinkTokensService {
  constructor(private readonly tokens: LinkTokensRepository) {}

  async issue(request: LinkTokenRequest, now = new Date()): Promise<IssuedLinkToken> {
    const { token, tokenHash } = newLinkToken();
    const record: LinkTokenRecord = {
      _id: new Types.ObjectId().toHexString(),
      purpose: request.purpose,
      tokenHash,
      email: request.email,
      userId: request.userId ?? null,
      companyId: request.companyId ?? null,
      data: request.data ?? {},
      lang: request.lang ?? 'en',
      expiresAt: expiryOf(request.purpose, now),
      usedAt: null,
      createdAt: now,
    };
    await this.tokens.insert(record);
    return { token, record };
  }

  /** The token's record if it is unused and unexpired, for one of the given purposes. */
  async open(token: string, purposes: readonly LinkTokenPurpose[], now = new Date()): Promise<LinkTokenRecord> {
    const record = looksLikeLinkToken(token) ? await this.tokens.findByHash(hashLinkToken(token)) : null;
    if (record === null || !purposes.includes(record.purpose)) throw accessError('TOKEN_INVALID', 'This link is not valid');
    const state = linkTokenState(record, now);
    if (state === 'used') throw accessError('TOKEN_EXPIRED', 'This link has already been used', { closed: true });
    if (state === 'expired') throw accessError('TOKEN_EXPIRED', 'This link has expired');
    return record;
  }

  /** Opens and uses up the token in one step; of two concurrent uses only one succeeds. */
  async consume(token: string, purposes: readonly LinkTokenPurpose[], now = new Date()): Promise<LinkTokenRecord> {
    const record = await this.open(token, purposes, now);
    if (!(await this.tokens.markUsed(record._id, now))) throw accessError('TOKEN_EXPIRED', 'This link has already been used', { closed: true });
    return { ...record, usedAt: now };
  }

  /** Gives a used token back when the work it was used for failed, so the person can try again. */
  reopen(record: LinkTokenRecord): Promise<void> {
    return this.tokens.reopen(record._id);
  }

  markUsed(record: LinkTokenRecord, now = new Date()): Promise<boolean> {
    return this.tokens.markUsed(record._id, now);
  }

  mergeData(record: LinkTokenRecord, data: LinkTokenData): Promise<void> {
    return this.tokens.mergeData(record._id, data);
  }

  remove(records: readonly LinkTokenRecord[]): Promise<void> {
    return this.tokens.remove(records.map((record) => record._id));
  }

  removeOtherUnused(record: LinkTokenRecord): Promise<void> {
    return this.tokens.removeUnused(record.purpose, record.email, record._id);
  }

  sweep(now = new Date()): Promise<number> {
    return this.tokens.removeExpiredBefore(sweepCutoff(now));
  }
}
