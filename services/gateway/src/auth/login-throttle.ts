import type { Redis } from 'ioredis';
import { DomainError } from '../domain-error';

export interface LoginThrottleLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

/** However often a pair comes back to the limit, its wait never passes a day. */
const LONGEST_BLOCK_SECONDS = 24 * 60 * 60;

/**
 * Counts failed sign-ins per (account, address) and per address in Redis; past the limit that pair answers 429 until
 * the window ends. The account itself is never locked for everyone: a guesser locks out only its own address. Each
 * time a pair reaches the limit again within a day its wait doubles (one window, two, four… up to a day); a successful
 * sign-in from that address forgets it.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: LoginThrottleLimits,
    /** What is counted: `login` failures, or wrong current passwords of a password change. */
    private readonly attempt: 'login' | 'password-change' = 'login',
  ) {}

  private keys(account: string, ip: string): { account: string; ip: string; strikes: string } {
    return {
      account: `${this.prefix}${this.attempt}-failures:account:${account}:ip:${ip}`,
      ip: `${this.prefix}${this.attempt}-failures:ip:${ip}`,
      strikes: `${this.prefix}${this.attempt}-strikes:account:${account}:ip:${ip}`,
    };
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const [account, address] = await this.redis.mget(keys.account, keys.ip);
    const blockedKey =
      Number(account ?? 0) >= this.limits.perAccount ? keys.account : Number(address ?? 0) >= this.limits.perIp ? keys.ip : undefined;
    if (blockedKey === undefined) return;
    const ttl = await this.redis.ttl(blockedKey);
    const retryAfter = Math.max(ttl, 1);
    // The HTTP answer also sends the wait as Retry-After (http/error-mapping.ts).
    throw new DomainError('TOO_MANY_ATTEMPTS', `Too many failed ${this.attempt === 'login' ? 'sign-in' : 'password'} attempts; try again in ${retryAfter} s`, {
      retryAfterSeconds: retryAfter,
    });
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    // NX keeps the window anchored at the first failure instead of sliding with each attempt.
    const replies = await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, this.limits.windowSeconds, 'NX')
      .incr(keys.ip)
      .expire(keys.ip, this.limits.windowSeconds, 'NX')
      .exec();
    if (Number(replies?.[0]?.[1] ?? 0) !== this.limits.perAccount) return;
    // The pair has just reached the limit: this block lasts window × 2^(blocks in the last day).
    const strikes = Number((await this.redis.multi().incr(keys.strikes).expire(keys.strikes, LONGEST_BLOCK_SECONDS).exec())?.[0]?.[1] ?? 1);
    await this.redis.expire(keys.account, blockSeconds(this.limits.windowSeconds, strikes));
  }

  async recordSuccess(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await this.redis.del(keys.account, keys.strikes);
  }
}

/** The wait of the `strikes`-th block of a pair within a day. */
export function blockSeconds(windowSeconds: number, strikes: number): number {
  return Math.min(LONGEST_BLOCK_SECONDS, windowSeconds * 2 ** Math.min(Math.max(strikes - 1, 0), 20));
}

/** Wrong current passwords on a password change, per account: a stolen session must not guess the password freely. */
export class PasswordChangeThrottle extends LoginThrottle {}
