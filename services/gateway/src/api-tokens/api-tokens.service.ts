import { Inject, Injectable } from '@nestjs/common';
import type { ApiTokenScope, ApiTokensResponse, ApiTokenView, AuthContext, CreatedApiToken } from '@tenon/contracts';
import { z } from 'zod';
import { createApiTokenBodySchema } from '@tenon/contracts';
import { newId } from '../access/access-identities.service';
import { AuditLogService } from '../audit/audit-log.service';
import { DomainError } from '../domain-error';
import { ApiTokenRateLimiter } from './api-token-rate-limit';
import { apiTokenSecretHash, looksLikeApiToken, newApiTokenSecret } from './api-token-secret';
import type { ApiTokenRecord } from './api-tokens.schema';
import { ApiTokensRepository } from './api-tokens.repository';

/** The company and scope a valid API token stands for. */
export interface ApiTokenIdentity {
  tokenId: string;
  companyId: string;
  scope: ApiTokenScope;
}

const viewOf = (token: ApiTokenRecord): ApiTokenView => ({
  id: token._id,
  name: token.name,
  scope: token.scope,
  hint: token.hint,
  createdAt: token.createdAt.toISOString(),
  createdBy: token.createdBy,
  lastUsedAt: token.lastUsedAt === null ? null : token.lastUsedAt.toISOString(),
  revokedAt: token.revokedAt === null ? null : token.revokedAt.toISOString(),
});

/** Per-company API tokens for BI tools (docs/api-access.md, "API tokens"): created and revoked by company admins. */
@Injectable()
export class ApiTokensService {
  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly audit: AuditLogService,
    @Inject(ApiTokenRateLimiter) private readonly limiter: ApiTokenRateLimiter,
  ) {}

  list(auth: AuthContext): Promise<ApiTokensResponse> {
    return this.tokens.listOfCompany(auth).then((tokens) => ({ tokens: tokens.map(viewOf) }));
  }

  async create(auth: AuthContext, body: z.output<typeof createApiTokenBodySchema>, ip: string | undefined): Promise<CreatedApiToken> {
    const secret = newApiTokenSecret();
    const record: ApiTokenRecord = {
      _id: newId(),
      companyId: auth.companyId,
      name: body.name,
      scope: body.scope,
      secretHash: apiTokenSecretHash(secret),
      hint: secret.slice(-4),
      createdBy: auth.userId,
      createdAt: new Date(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.tokens.insert(record);
    await this.audit.record({ type: 'api-token-created', companyId: auth.companyId, actorId: auth.userId, ip, details: { tokenId: record._id, name: record.name, scope: record.scope } });
    return { token: viewOf(record), secret };
  }

  async revoke(auth: AuthContext, tokenId: string, ip: string | undefined): Promise<ApiTokenView> {
    const revoked = await this.tokens.revoke(auth, tokenId, new Date());
    if (revoked === null) {
      const existing = /^[0-9a-f]{24}$/.test(tokenId) ? await this.tokens.findOfCompany(auth, tokenId) : null;
      // Revoking twice changes nothing and says so; another company's token is as unknown as a made-up id.
      if (existing !== null) return viewOf(existing);
      throw new DomainError('NOT_FOUND', 'No such API token');
    }
    await this.audit.record({ type: 'api-token-revoked', companyId: auth.companyId, actorId: auth.userId, ip, details: { tokenId: revoked._id, name: revoked.name } });
    return viewOf(revoked);
  }

  /** The token a bearer value names, if it is live; read from the database on every call so a revocation holds at once. */
  async authenticate(secret: string): Promise<ApiTokenIdentity | undefined> {
    if (!looksLikeApiToken(secret)) return undefined;
    const token = await this.tokens.findBySecretHash(apiTokenSecretHash(secret));
    if (token === null || token.revokedAt !== null) return undefined;
    return { tokenId: token._id, companyId: token.companyId, scope: token.scope };
  }

  /** Each request: the token's rate limit, and its first use of the hour in the audit log (with the last-used date). */
  async recordUse(identity: ApiTokenIdentity, ip: string | undefined, path: string): Promise<void> {
    await this.limiter.consume(identity.tokenId);
    if (!(await this.limiter.firstUseThisHour(identity.tokenId))) return;
    await this.tokens.touch(identity.tokenId, new Date());
    await this.audit.record({ type: 'api-token-used', companyId: identity.companyId, ip, details: { tokenId: identity.tokenId, path } });
  }
}
