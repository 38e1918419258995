import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { z } from 'zod';
import type { KafkaRequester } from '@tenon/service-kit';
import type { SessionLookup } from '../auth/session.store';
import { TokenService } from '../auth/token.service';
import { DomainError } from '../domain-error';
import { ImageLinkSigner } from '../images/image-links';
import { apiRouter } from './api-router';
import { localRoute, localRoutes, type LocalRequest } from './gateway-route';
import { recordingServices } from './local-route.fixtures';

const received: LocalRequest<unknown>[] = [];
const routes = localRoutes({
  echo: localRoute({
    method: 'POST',
    path: '/test-only/echo/:token',
    access: 'public',
    body: z.object({ email: z.string().trim().toLowerCase() }),
    successStatus: 201,
    handle: (request) => {
      received.push(request);
      return { email: request.body.email, token: request.params.token };
    },
  }),
  refused: localRoute({
    method: 'POST',
    path: '/test-only/refused',
    access: 'public',
    handle: () => {
      throw new DomainError('EMAIL_EXISTS', 'Some guests are already members of this company', { emails: ['a@site.test'] });
    },
  }),
  throttled: localRoute({
    method: 'GET',
    path: '/test-only/throttled',
    access: 'public',
    handle: () => {
      throw new DomainError('TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts; try again in 42 s', { retryAfterSeconds: 42 });
    },
  }),
});

const noSessions: SessionLookup = { find: () => Promise.resolve(undefined) };
let server: Server;
let base: string;

before(async () => {
  const app = express();
  app.use(
    '/api/v1',
    apiRouter({
      tokens: new TokenService('unit-test-secret-0123456789', 600, 600),
      sessions: noSessions,
      services: recordingServices().services,
      requester: {} as KafkaRequester,
      requestTimeoutMs: 1000,
      imageLinks: new ImageLinkSigner('unit-test-secret-0123456789'),
      routes: [routes.echo, routes.refused, routes.throttled],
    }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

after(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test("a local route's handler gets the body as its schema parsed it, the path and the caller's address", async () => {
  const answer = await post('/test-only/echo/link-1', { email: '  Ana@Site.TEST ', extra: 'dropped' });
  assert.equal(answer.status, 201);
  assert.deepEqual(await answer.json(), { email: 'ana@site.test', token: 'link-1' });
  assert.deepEqual(received.at(-1)?.body, { email: 'ana@site.test' });
  assert.match(received.at(-1)?.ip ?? '', /127\.0\.0\.1/);
});

test('a body its schema refuses is 400 VALIDATION_FAILED and never reaches the handler', async () => {
  const before = received.length;
  const answer = await post('/test-only/echo/link-1', { email: 42 });
  assert.equal(answer.status, 400);
  assert.equal(((await answer.json()) as { error: { code: string } }).error.code, 'VALIDATION_FAILED');
  assert.equal(received.length, before);
});

test("a handler's domain error is answered with its code's status and the same code, message and details", async () => {
  const answer = await post('/test-only/refused', {});
  assert.equal(answer.status, 409);
  assert.deepEqual(await answer.json(), {
    error: { code: 'EMAIL_EXISTS', message: 'Some guests are already members of this company', details: { emails: ['a@site.test'] } },
  });
  const throttled = await fetch(`${base}/test-only/throttled`);
  assert.equal(throttled.status, 429);
  assert.equal(throttled.headers.get('retry-after'), '42');
});
