import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiTokenSecretHash, looksLikeApiToken, newApiTokenSecret } from './api-token-secret';

test('a new secret is the prefix and 32 random bytes, different every time, and recognised as an API token', () => {
  const first = newApiTokenSecret();
  const second = newApiTokenSecret();
  assert.match(first, /^tnn_bi_[A-Za-z0-9_-]{43}$/);
  assert.notEqual(first, second);
  assert.equal(looksLikeApiToken(first), true);
});

test('a session token, a truncated token or another prefix is not an API token', () => {
  assert.equal(looksLikeApiToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'), false);
  assert.equal(looksLikeApiToken(newApiTokenSecret().slice(0, -1)), false);
  assert.equal(looksLikeApiToken(`xx_bi_${'a'.repeat(43)}`), false);
});

test('the stored hash is the SHA-256 of the secret, never the secret', () => {
  const secret = newApiTokenSecret();
  const hash = apiTokenSecretHash(secret);
  assert.match(hash, /^[0-9a-f]{64}$/);
  assert.equal(hash, apiTokenSecretHash(secret));
  assert.ok(!hash.includes(secret.slice(7)));
});
