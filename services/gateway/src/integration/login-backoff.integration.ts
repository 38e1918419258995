import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DomainError } from '../domain-error';
import { LoginThrottle } from '../auth/login-throttle';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
after(() => redis.quit());

const waitOf = async (throttle: LoginThrottle, email: string, ip: string): Promise<number | null> => {
  try {
    await throttle.assertAllowed(email, ip);
    return null;
  } catch (error) {
    assert.ok(error instanceof DomainError && error.code === 'TOO_MANY_ATTEMPTS');
    return (error.details as { retryAfterSeconds: number }).retryAfterSeconds;
  }
};

test('a pair that comes back to the limit waits twice as long, and a good sign-in forgets it (real Redis)', async () => {
  const throttle = new LoginThrottle(redis, `test-${randomUUID()}:`, { perAccount: 2, perIp: 100, windowSeconds: 1 });
  const email = `${randomUUID()}@example.com`;
  const ip = '198.51.100.7';
  const failTwice = async () => {
    for (let attempt = 0; attempt < 2; attempt++) await throttle.recordFailure(email, ip);
  };

  await failTwice();
  assert.equal(await waitOf(throttle, email, ip), 1, 'the first block is one window');
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  assert.equal(await waitOf(throttle, email, ip), null, 'then the pair may try again');

  await failTwice();
  assert.equal(await waitOf(throttle, email, ip), 2, 'the second block within a day is two windows');
  assert.equal(await waitOf(throttle, email, '198.51.100.8'), null, 'another address is not blocked');

  await throttle.recordSuccess(email, ip);
  await failTwice();
  assert.equal(await waitOf(throttle, email, ip), 1, 'after a good sign-in the wait starts from one window again');
});
