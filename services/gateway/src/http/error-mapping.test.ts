import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { ServiceUnavailableError } from '@tenon/service-kit';
import { HttpError } from './http-error';
import { toHttpError } from './error-mapping';

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('Redis down during a session check is 503 SERVICE_UNAVAILABLE with Retry-After, not 500', async () => {
  // The gateway's own client settings: a command waits for a reconnect, then gives up.
  const redis = new Redis({ port: await closedPort(), host: '127.0.0.1', maxRetriesPerRequest: 1, retryStrategy: () => 50, lazyConnect: false });
  redis.on('error', () => undefined);
  try {
    const failure = await redis.get('tenon:session:any').then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.ok(failure instanceof Error, 'the command fails while Redis is down');
    const mapped = toHttpError(failure);
    assert.equal(mapped.status, 503);
    assert.equal(mapped.code, 'SERVICE_UNAVAILABLE');
    assert.equal(mapped.headers['Retry-After'], '5');
  } finally {
    redis.disconnect();
  }
});

test('a database that cannot be reached and a service that does not answer are 503 with Retry-After', () => {
  const mongo = Object.assign(new Error('Server selection timed out after 30000 ms'), { name: 'MongoServerSelectionError' });
  for (const failure of [mongo, new ServiceUnavailableError('masterplan.activities.list', 'no reply within 5000 ms')]) {
    const mapped = toHttpError(failure);
    assert.equal(mapped.status, 503);
    assert.equal(mapped.headers['Retry-After'], '5');
  }
  const reply = toHttpError(HttpError.of('SERVICE_UNAVAILABLE', 'a service answered 503'));
  assert.equal(reply.headers['Retry-After'], '5', 'a 503 relayed from a service also says when to retry');
});

test('a programming error stays 500 INTERNAL and says nothing about itself', () => {
  const mapped = toHttpError(new TypeError('cannot read properties of undefined'));
  assert.equal(mapped.status, 500);
  assert.deepEqual(mapped.body(), { error: { code: 'INTERNAL', message: 'Unexpected error' } });
});
