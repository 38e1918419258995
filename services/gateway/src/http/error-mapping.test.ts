import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { accessErrorStatus, platformErrorStatus } from '@tenon/contracts';
import { ServiceError, ServiceUnavailableError } from '@tenon/service-kit';
import { DomainError, type DomainErrorCode } from '../domain-error';
import { HttpError } from './http-error';
import { fromServiceError, toHttpError } from './error-mapping';

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

test('a domain error is answered with its code\'s status and its code, message and details unchanged', () => {
  const taken = toHttpError(new DomainError('EMAIL_EXISTS', 'Some guests are already members of this company', { emails: ['a@b.co'] }));
  assert.equal(taken.status, 409);
  assert.deepEqual(taken.body(), { error: { code: 'EMAIL_EXISTS', message: 'Some guests are already members of this company', details: { emails: ['a@b.co'] } } });
  const wrongCompany = toHttpError(new DomainError('WRONG_COMPANY', 'This image belongs to another company'));
  assert.equal(wrongCompany.status, 403);
  assert.deepEqual(wrongCompany.body(), { error: { code: 'WRONG_COMPANY', message: 'This image belongs to another company' } });
  assert.deepEqual(wrongCompany.headers, {});
  assert.equal(toHttpError(new DomainError('IMAGE_LINK_INVALID', 'expired')).status, 403);
  assert.equal(toHttpError(new DomainError('EMAIL_NOT_SENT', 'no mail')).status, 502);
  assert.equal(toHttpError(new DomainError('TOKEN_EXPIRED', 'used', { closed: true })).status, 410);
});

test('every access and platform code has the status of the contracts', () => {
  const statuses: [DomainErrorCode, number][] = [...Object.entries(platformErrorStatus), ...Object.entries(accessErrorStatus)] as [DomainErrorCode, number][];
  for (const [code, status] of statuses) assert.equal(toHttpError(new DomainError(code, 'refused')).status, status, code);
});

test('a throttled attempt is 429 with its wait as Retry-After and in the details', () => {
  const mapped = toHttpError(new DomainError('TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts; try again in 840 s', { retryAfterSeconds: 840 }));
  assert.equal(mapped.status, 429);
  assert.equal(mapped.headers['Retry-After'], '840');
  assert.deepEqual(mapped.body().error.details, { retryAfterSeconds: 840 });
});

test('a refusal a service answered a port keeps its code, status and details; 503 says when to retry', () => {
  const refused = toHttpError(new ServiceError('NOT_A_MEMBER', 'You are not a member of this project', 403, { projectId: 'p1' }));
  assert.equal(refused.status, 403);
  assert.deepEqual(refused.body(), { error: { code: 'NOT_A_MEMBER', message: 'You are not a member of this project', details: { projectId: 'p1' } } });
  assert.equal(toHttpError(new ServiceError('ODD', 'odd status', 200)).status, 502);
  const down = toHttpError(new ServiceError('SERVICE_UNAVAILABLE', 'the masterplan did not answer', 503));
  assert.equal(down.headers['Retry-After'], '5');
  assert.equal(down.message, 'the masterplan did not answer');
});

test('a service reply\'s error keeps a 4xx or 5xx status; any other status is 502 with the code, message and details kept', () => {
  for (const status of [400, 404, 409, 503, 599]) assert.equal(fromServiceError({ code: 'ANY', message: 'refused', status }).status, status, String(status));
  for (const status of [0, 200, 304, 399, 600, 999, 404.5, Number.NaN]) {
    const mapped = fromServiceError({ code: 'ODD', message: 'odd status', status, details: { at: 'service' } });
    assert.equal(mapped.status, 502, String(status));
    assert.deepEqual(mapped.body(), { error: { code: 'ODD', message: 'odd status', details: { at: 'service' } } });
  }
});
