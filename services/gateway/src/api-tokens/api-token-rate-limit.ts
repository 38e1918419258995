import type { Redis } from 'ioredis';
import { DomainError } from '../domain-error';

/**
 * A BI tool on a loop must not starve the services for everyone: a fixed window per token in Redis, shared by every
 * gateway instance (like the mail limit).
 */
export class ApiTokenRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly perMinute: number,
  ) {}

  async consume(tokenId: string): Promise<void> {
    const key = `${this.prefix}api-token-rate:${tokenId}`;
    const results = (await this.redis.multi().incr(key).expire(key, 60, 'NX').exec()) ?? [];
    if (Number(results[0]?.[1] ?? 0) <= this.perMinute) return;
    const retryAfter = Math.max(1, await this.redis.ttl(key));
    throw new DomainError('TOO_MANY_ATTEMPTS', `Too many requests with this API token; try again in ${retryAfter} s`, { retryAfterSeconds: retryAfter });
  }

  /** True once per token and hour: the audit log records a token's use without one line per request. */
  async firstUseThisHour(tokenId: string): Promise<boolean> {
    const set = await this.redis.set(`${this.prefix}api-token-used:${tokenId}`, '1', 'EX', 60 * 60, 'NX');
    return set === 'OK';
  }
}
