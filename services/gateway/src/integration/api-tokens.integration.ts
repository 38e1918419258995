import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { ApiTokenRateLimiter } from '../api-tokens/api-token-rate-limit';
import { DomainError } from '../domain-error';

/** The per-token limit and the hourly audit throttle, in the real Redis every gateway instance shares. */
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
const prefix = `it-api-tokens-${randomBytes(4).toString('hex')}:`;
after(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

test('a token past its requests per minute is TOO_MANY_ATTEMPTS with the seconds to wait; another token is not held back', async () => {
  const limiter = new ApiTokenRateLimiter(redis, prefix, 3);
  for (let request = 0; request < 3; request++) await limiter.consume('token-a');
  await assert.rejects(limiter.consume('token-a'), (error: unknown) => {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'TOO_MANY_ATTEMPTS');
    const wait = (error.details as { retryAfterSeconds: number }).retryAfterSeconds;
    assert.ok(wait >= 1 && wait <= 60, `waits ${wait} s`);
    return true;
  });
  await limiter.consume('token-b');
});

test("a token's use is logged once an hour: the first request says so, the next ones do not", async () => {
  const limiter = new ApiTokenRateLimiter(redis, prefix, 100);
  assert.equal(await limiter.firstUseThisHour('token-c'), true);
  assert.equal(await limiter.firstUseThisHour('token-c'), false);
  assert.equal(await limiter.firstUseThisHour('token-d'), true);
  const ttl = await redis.ttl(`${prefix}api-token-used:token-c`);
  assert.ok(ttl > 3500 && ttl <= 3600);
});
