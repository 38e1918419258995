import type { Redis } from 'ioredis';
import { HttpError } from './http-error';

export interface MailRateLimits {
  /** Mails one address may ask for in a window, whatever the targets. */
  perAddress: number;
  /** Mails one e-mail address may be sent in a window. */
  perEmail: number;
  /** Mails one company may send (invitations) in a window. */
  perCompany: number;
  windowSeconds: number;
}

export interface MailRequest {
  ip: string;
  /** Every address the request would mail. */
  emails: readonly string[];
  /** The sending company, for invitations. */
  companyId?: string;
}

/** The addresses a mail-sending body names: `email`, or the `email` of each of `users`. */
export function mailTargetsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as { email?: unknown; users?: unknown };
  const targets = typeof record.email === 'string' ? [record.email] : [];
  if (Array.isArray(record.users)) {
    for (const user of record.users as unknown[]) {
      const email = typeof user === 'object' && user !== null ? (user as { email?: unknown }).email : undefined;
      if (typeof email === 'string') targets.push(email);
    }
  }
  return [...new Set(targets.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
}

/**
 * Public routes that send mail (reset, sign-up, register, activation, invitations) would otherwise let anyone flood an
 * inbox or use us as a spam relay: fixed windows in Redis per address, per target e-mail and per company.
 */
export class MailRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: MailRateLimits,
  ) {}

  async consume(request: MailRequest): Promise<void> {
    const counted: { key: string; limit: number; by: number }[] = [
      { key: `${this.prefix}mail-rate:ip:${request.ip}`, limit: this.limits.perAddress, by: Math.max(1, request.emails.length) },
      ...request.emails.map((email) => ({ key: `${this.prefix}mail-rate:email:${email}`, limit: this.limits.perEmail, by: 1 })),
    ];
    if (request.companyId !== undefined) {
      counted.push({ key: `${this.prefix}mail-rate:company:${request.companyId}`, limit: this.limits.perCompany, by: Math.max(1, request.emails.length) });
    }
    const transaction = this.redis.multi();
    // NX anchors the window at its first mail instead of sliding it with every request.
    for (const { key, by } of counted) transaction.incrby(key, by).expire(key, this.limits.windowSeconds, 'NX');
    const results = (await transaction.exec()) ?? [];
    const over = counted.find((entry, index) => Number(results[index * 2]?.[1] ?? 0) > entry.limit);
    if (over === undefined) return;
    const retryAfter = Math.max(1, await this.redis.ttl(over.key));
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many mails asked for; try again in ${retryAfter} s`, { retryAfterSeconds: retryAfter }, {
      'Retry-After': String(retryAfter),
    });
  }
}
