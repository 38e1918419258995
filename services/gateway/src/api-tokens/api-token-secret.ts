import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@tenon/contracts';

/**
 * 32 random bytes: 256 bits nobody can guess or brute-force, so a plain SHA-256 at rest is enough (a slow password
 * hash protects low-entropy secrets people choose) and lets a request find its token by one indexed lookup.
 */
export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function apiTokenSecretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether a bearer value is shaped like an API token at all (before any lookup). */
export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(API_TOKEN_PREFIX.length));
}
