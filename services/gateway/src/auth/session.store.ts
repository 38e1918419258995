import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { permissionTableSchema, roleSchema, type PermissionTable, type Role } from '@tenon/contracts';
import { z } from 'zod';

export interface SessionRecord {
  userId: string;
  companyId: string;
  role: Role;
  permissions: PermissionTable;
  /** The sign-in (user token id) this session was opened with: signing out of the session ends that sign-in too. */
  userTokenId?: string;
  createdAt: string;
}

const sessionRecordSchema = z.object({
  userId: z.string(),
  companyId: z.string(),
  role: roleSchema,
  permissions: permissionTableSchema,
  userTokenId: z.string().optional(),
  createdAt: z.string(),
});

/** What the access guard needs from the session store. */
export interface SessionLookup {
  find(sessionId: string): Promise<SessionRecord | undefined>;
}

/**
 * Sessions live in Redis with the token's lifetime; deleting the key revokes the token at once.
 * A set per user lists its session ids so deactivating a user ends all of them.
 */
export class SessionStore implements SessionLookup {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  private sessionKey(sessionId: string): string {
    return `${this.prefix}session:${sessionId}`;
  }
  private userKey(userId: string): string {
    return `${this.prefix}user-sessions:${userId}`;
  }
  private revokedUserTokenKey(tokenId: string): string {
    return `${this.prefix}revoked-user-token:${tokenId}`;
  }

  /** A signed-out user token stays refused until it would have expired anyway. */
  async revokeUserToken(tokenId: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.revokedUserTokenKey(tokenId), '1', 'EX', Math.max(1, ttlSeconds));
  }

  async isUserTokenRevoked(tokenId: string): Promise<boolean> {
    return (await this.redis.exists(this.revokedUserTokenKey(tokenId))) === 1;
  }

  async create(record: Omit<SessionRecord, 'createdAt'>): Promise<string> {
    const sessionId = randomUUID();
    const value: SessionRecord = { ...record, createdAt: new Date().toISOString() };
    await this.redis
      .multi()
      .set(this.sessionKey(sessionId), JSON.stringify(value), 'EX', this.ttlSeconds)
      .sadd(this.userKey(record.userId), sessionId)
      .expire(this.userKey(record.userId), this.ttlSeconds)
      .exec();
    return sessionId;
  }

  async find(sessionId: string): Promise<SessionRecord | undefined> {
    const raw = await this.redis.get(this.sessionKey(sessionId));
    if (raw === null) return undefined;
    const parsed = sessionRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  }

  async revoke(sessionId: string, userId: string): Promise<void> {
    await this.redis.multi().del(this.sessionKey(sessionId)).srem(this.userKey(userId), sessionId).exec();
  }

  /** Ends the sessions a user has open in one company (deactivation there); returns how many were open. */
  async revokeAllOfInCompany(userId: string, companyId: string): Promise<number> {
    const sessionIds = await this.redis.smembers(this.userKey(userId));
    let revoked = 0;
    for (const sessionId of sessionIds) {
      const record = await this.find(sessionId);
      if (record !== undefined && record.companyId !== companyId) continue;
      await this.revoke(sessionId, userId);
      if (record !== undefined) revoked++;
    }
    return revoked;
  }

  /** Ends every session of a user (credential events, deactivation), but `keepSessionId`; returns how many ended. */
  async revokeAllOf(userId: string, keepSessionId?: string): Promise<number> {
    const sessionIds = (await this.redis.smembers(this.userKey(userId))).filter((sessionId) => sessionId !== keepSessionId);
    if (sessionIds.length === 0) return 0;
    await this.redis
      .multi()
      .del(...sessionIds.map((sessionId) => this.sessionKey(sessionId)))
      .srem(this.userKey(userId), ...sessionIds)
      .exec();
    return sessionIds.length;
  }
}
