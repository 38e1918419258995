import { createHash, randomBytes } from 'node:crypto';

export const linkTokenPurposes = ['signup', 'register', 'invitation', 'password-reset', 'onboarding'] as const;
export type LinkTokenPurpose = (typeof linkTokenPurposes)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** docs/api-access.md, tokens in links. */
export const LINK_TOKEN_LIFETIME_MS: Record<LinkTokenPurpose, number> = {
  signup: 48 * HOUR_MS,
  register: 48 * HOUR_MS,
  invitation: 7 * DAY_MS,
  'password-reset': 2 * HOUR_MS,
  onboarding: 7 * DAY_MS,
};

/** Used and expired tokens stay a day so a late click still gets the expired or closed screen, then the sweep removes them. */
export const SWEEP_GRACE_MS = DAY_MS;

/** The random token travels only in the mail link; the database keeps its sha-256. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 43 base64url characters: anything else is not one of ours and needs no database look-up. */
export function looksLikeLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export type LinkTokenState = 'valid' | 'used' | 'expired';

export function linkTokenState(token: { expiresAt: Date; usedAt: Date | null }, now: Date): LinkTokenState {
  if (token.usedAt !== null) return 'used';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

export function expiryOf(purpose: LinkTokenPurpose, issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + LINK_TOKEN_LIFETIME_MS[purpose]);
}

/** Tokens that expired before this instant are removed by the sweep. */
export function sweepCutoff(now: Date): Date {
  return new Date(now.getTime() - SWEEP_GRACE_MS);
}
