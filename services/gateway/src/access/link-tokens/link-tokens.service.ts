import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Types } from 'mongoose';
import { GATEWAY_SETTINGS, REDIS, type GatewaySettings } from '../../gateway-settings';
import { DomainError } from '../../domain-error';
import { expiryOf, hashLinkToken, linkTokenState, looksLikeLinkToken, newLinkToken, sweepCutoff, SWEEP_GRACE_MS, type LinkTokenPurpose } from './link-token';
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
  constructor(
    private readonly tokens: LinkTokensRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  private claimKey(record: LinkTokenRecord): string {
    return `${this.settings.redisKeyPrefix}link-token-used:${record._id}`;
  }

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
    if (record === null || !purposes.includes(record.purpose)) throw new DomainError('TOKEN_INVALID', 'This link is not valid');
    const state = linkTokenState(record, now);
    if (state === 'used') throw new DomainError('TOKEN_EXPIRED', 'This link has already been used', { closed: true });
    if (state === 'expired') throw new DomainError('TOKEN_EXPIRED', 'This link has expired');
    return record;
  }

  /**
   * Opens and uses up the token in one step; of two concurrent uses only one succeeds. The claim is a Redis SET NX:
   * FerretDB's conditional update is not atomic between concurrent connections, Redis is.
   */
  async consume(token: string, purposes: readonly LinkTokenPurpose[], now = new Date()): Promise<LinkTokenRecord> {
    const record = await this.open(token, purposes, now);
    if (!(await this.markUsed(record, now))) throw new DomainError('TOKEN_EXPIRED', 'This link has already been used', { closed: true });
    return { ...record, usedAt: now };
  }

  /** Gives a used token back when the work it was used for failed, so the person can try again. */
  async reopen(record: LinkTokenRecord): Promise<void> {
    await this.tokens.reopen(record._id);
    await this.redis.del(this.claimKey(record));
  }

  async markUsed(record: LinkTokenRecord, now = new Date()): Promise<boolean> {
    const claimMs = Math.max(record.expiresAt.getTime() - now.getTime(), 0) + SWEEP_GRACE_MS;
    const claimed = await this.redis.set(this.claimKey(record), now.toISOString(), 'PX', claimMs, 'NX');
    if (claimed === null) return false;
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
