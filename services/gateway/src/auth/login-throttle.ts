import type { Redis } from 'ioredis';
import { DomainError } from '../domain-error';

export interface LoginThrottleLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

/**
 * Counts failed sign-ins per (account, address) and per address in Redis; past the limit that pair answers 429 until
 * the window ends. The account itself is never locked for everyone: a guesser locks out only its own address.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: LoginThrottleLimits,
    /** What is counted: `login` failures, or wrong current passwords of a password change. */
    private readonly attempt: 'login' | 'password-change' = 'login',
  ) {}

  private keys(account: string, ip: string): { account: string; ip: string } {
    return { account: `${this.prefix}${this.attempt}-failures:account:${account}:ip:${ip}`, ip: `${this.prefix}${this.attempt}-failures:ip:${ip}` };
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
    await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, this.limits.windowSeconds, 'NX')
      .incr(keys.ip)
      .expire(keys.ip, this.limits.windowSeconds, 'NX')
      .exec();
  }

  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.redis.del(this.keys(account, ip).account);
  }
}

/** Wrong current passwords on a password change, per account: a stolen session must not guess the password freely. */
export class PasswordChangeThrottle extends LoginThrottle {}
