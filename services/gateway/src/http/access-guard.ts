import { permissionAllows, type AuthContext, type PermissionKey, type RequiredPermissionCode } from '@tenon/contracts';
import type { SessionLookup } from '../auth/session.store';
import type { TokenClaims } from '../auth/token.service';
import { HttpError } from './http-error';

/**
 * What a route requires: `public`; `user-token` (signed in, no company chosen yet); `session` (a company session);
 * `session-or-link-token` (a company session, or without an Authorization header an onboarding or profile link token
 * that the handler checks); `api-token` (a company's API token for BI tools, and nothing else: no session opens these
 * routes, and an API token opens no other route); or a session whose role has at least `min` on `key`.
 */
export type RouteAccess = 'public' | 'user-token' | 'session' | 'session-or-link-token' | 'api-token' | { key: PermissionKey; min: RequiredPermissionCode };

export interface TokenVerifier {
  verify(token: string): TokenClaims | undefined;
}

export interface ApiTokenAuthenticator {
  authenticate(secret: string): Promise<{ tokenId: string; companyId: string; scope: 'bi:read' } | undefined>;
}

export type AccessGrant =
  | { kind: 'public' }
  | { kind: 'user'; userId: string; tokenVersion: number; tokenId: string }
  | { kind: 'session'; auth: AuthContext }
  /** `auth` names the token (no user): the lowest role and no permission table, so it grants nothing a service checks. */
  | { kind: 'api-token'; tokenId: string; auth: AuthContext };

export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1];
}

/**
 * Decides whether a request may reach its route: token signature and type, the session still present in
 * Redis (logout and deactivation delete it), the tenant taken from the session, and the route's permission.
 */
export async function authorize(
  access: RouteAccess,
  authorization: string | undefined,
  tokens: TokenVerifier,
  sessions: SessionLookup,
  apiTokens?: ApiTokenAuthenticator,
): Promise<AccessGrant> {
  if (access === 'public') return { kind: 'public' };
  if (access === 'api-token') return authorizeApiToken(authorization, apiTokens);
  // Without a session the handler itself checks the link token; with one, it must be a valid session.
  if (access === 'session-or-link-token') return authorization === undefined ? { kind: 'public' } : authorize('session', authorization, tokens, sessions);
  const token = bearerToken(authorization);
  if (token === undefined) throw HttpError.of('UNAUTHENTICATED', 'Sign in first');
  const claims = tokens.verify(token);
  if (claims === undefined) throw HttpError.of('UNAUTHENTICATED', 'The token is not valid or has expired');

  if (access === 'user-token') {
    if (claims.typ !== 'user') throw HttpError.of('UNAUTHENTICATED', 'This call needs the sign-in token');
    // The token version and id are checked against the account when the token is used (AuthService.openSession).
    return { kind: 'user', userId: claims.sub, tokenVersion: claims.tv, tokenId: claims.jti };
  }
  if (claims.typ !== 'session') throw HttpError.of('UNAUTHENTICATED', 'Choose a company first');

  const session = await sessions.find(claims.sid);
  if (session === undefined) throw HttpError.of('SESSION_REVOKED', 'The session has ended; sign in again');
  // A token whose claims disagree with its stored session was not issued for it.
  if (session.userId !== claims.sub || session.companyId !== claims.cid) {
    throw HttpError.of('SESSION_REVOKED', 'The session has ended; sign in again');
  }
  // The table travels with the request so a service can check a write itself (authorization twice).
  const auth: AuthContext = { userId: session.userId, companyId: session.companyId, role: session.role, sessionId: claims.sid, permissions: session.permissions };
  if (access === 'session') return { kind: 'session', auth };
  const code = session.permissions[access.key];
  if (!permissionAllows(code, access.min)) {
    throw HttpError.of('NO_PERMISSION', `This needs ${access.min} on ${access.key}`);
  }
  return { kind: 'session', auth };
}

async function authorizeApiToken(authorization: string | undefined, apiTokens: ApiTokenAuthenticator | undefined): Promise<AccessGrant> {
  const secret = bearerToken(authorization);
  if (secret === undefined) throw HttpError.of('UNAUTHENTICATED', 'Send an API token as Authorization: Bearer <token>');
  const token = apiTokens === undefined ? undefined : await apiTokens.authenticate(secret);
  if (token === undefined) throw HttpError.of('UNAUTHENTICATED', 'The API token is not valid or has been revoked');
  const name = `api-token:${token.tokenId}`;
  return { kind: 'api-token', tokenId: token.tokenId, auth: { userId: name, companyId: token.companyId, role: 'client', sessionId: name } };
}
