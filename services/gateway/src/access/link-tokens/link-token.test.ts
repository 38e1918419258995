import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { expiryOf, hashLinkToken, LINK_TOKEN_LIFETIME_MS, linkTokenState, looksLikeLinkToken, newLinkToken, sweepCutoff } from './link-token';

const HOUR = 3600_000;

test('a link token is 32 random bytes in base64url; only its sha-256 is stored', () => {
  const first = newLinkToken();
  const second = newLinkToken();
  assert.equal(Buffer.from(first.token, 'base64url').length, 32);
  assert.match(first.token, /^[A-Za-z0-9_-]{43}$/);
  assert.notEqual(first.token, second.token);
  assert.equal(first.tokenHash, createHash('sha256').update(first.token).digest('hex'));
  assert.equal(hashLinkToken(first.token), first.tokenHash);
  assert.ok(!first.tokenHash.includes(first.token));
  assert.equal(looksLikeLinkToken(first.token), true);
  assert.equal(looksLikeLinkToken('../../etc'), false);
});

test('lifetimes: sign-up and register 48 h, invitation and onboarding 7 days, password reset 2 h', () => {
  const issued = new Date('2026-03-02T10:00:00Z');
  assert.equal(expiryOf('signup', issued).getTime() - issued.getTime(), 48 * HOUR);
  assert.equal(LINK_TOKEN_LIFETIME_MS.register, 48 * HOUR);
  assert.equal(LINK_TOKEN_LIFETIME_MS.invitation, 7 * 24 * HOUR);
  assert.equal(LINK_TOKEN_LIFETIME_MS.onboarding, 7 * 24 * HOUR);
  assert.equal(expiryOf('password-reset', issued).toISOString(), '2026-03-02T12:00:00.000Z');
});

test('a token is valid until its expiry instant, used once used, and swept a day after expiry', () => {
  const expiresAt = new Date('2026-03-02T12:00:00Z');
  assert.equal(linkTokenState({ expiresAt, usedAt: null }, new Date('2026-03-02T11:59:59Z')), 'valid');
  assert.equal(linkTokenState({ expiresAt, usedAt: null }, expiresAt), 'expired');
  assert.equal(linkTokenState({ expiresAt, usedAt: new Date('2026-03-02T11:00:00Z') }, new Date('2026-03-02T11:30:00Z')), 'used');
  assert.equal(linkTokenState({ expiresAt, usedAt: new Date('2026-03-02T11:00:00Z') }, new Date('2026-03-05T00:00:00Z')), 'used');
  assert.equal(sweepCutoff(new Date('2026-03-03T12:00:00Z')).toISOString(), expiresAt.toISOString());
});
