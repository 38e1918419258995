import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installBrowserStorage } from '../test-support/browser-storage';
import { sessionStore } from '../session/session-store';
import { apiRequest, arrivedRead, onUnauthorized } from './api-client';
import { ApiError } from './api-error';
import { sendEarlyRead } from './early-reads';

// A real HTTP server plays the gateway; the browser's relative `/api/v1` URLs are sent to it.
let server: Server;
let origin = '';
const seen: Array<{ method: string; url: string; authorization: string | undefined; body: string; key: string | undefined }> = [];
/** How many times the flaky write route answers OUTCOME_UNKNOWN before it answers 201. */
let unknownOutcomes = 0;
const storage = installBrowserStorage();
const browserFetch = globalThis.fetch;

function requestPath(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.pathname : input.url;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

before(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body, key: request.headers['idempotency-key'] as string | undefined });
      const json = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      switch (request.url ?? '') {
        case '/api/v1/projects':
          return json(200, { projects: [] });
        case '/api/v1/auth/sessions/current':
          response.writeHead(204);
          return response.end();
        case '/api/v1/revoked':
          return json(401, { error: { code: 'SESSION_REVOKED', message: 'revoked' } });
        case '/api/v1/flaky-write':
          if (unknownOutcomes > 0) {
            unknownOutcomes -= 1;
            return json(504, { error: { code: 'OUTCOME_UNKNOWN', message: 'unknown' } });
          }
          return json(201, { saved: true });
        case '/api/v1/forbidden':
          return json(403, { error: { code: 'NO_PERMISSION', message: 'no' } });
        default:
          response.writeHead(502, { 'Content-Type': 'text/html' });
          return response.end('<h1>bad gateway</h1>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => browserFetch(`${origin}${requestPath(input)}`, init);
});

after(() => {
  globalThis.fetch = browserFetch;
  server.close();
});

beforeEach(() => {
  seen.length = 0;
  sessionStore.signIn({
    token: 'user-token',
    user: { id: 'u1', email: 'planner@tenon.demo', name: 'Ana', lastname: 'Rojas', image: null, role: 'planner', position: '', reportTasks: true },
    companies: [{ id: 'c1', name: 'Demo Construction', image: null }],
  });
  sessionStore.openCompanySession({
    sessionToken: 'session-token',
    permissions: { 'masterplan.gantt': 'AC' },
    company: { id: 'c1', name: 'Demo Construction', image: null },
    user: { id: 'u1', email: 'planner@tenon.demo', name: 'Ana', lastname: 'Rojas', image: null, role: 'planner', position: '', reportTasks: true },
  });
});

test('session calls carry the company session token as bearer', async () => {
  assert.deepEqual(await apiRequest('/projects'), { projects: [] });
  assert.equal(seen[0]?.authorization, 'Bearer session-token');
});

test('tokens live in session storage and the user in local storage', () => {
  assert.equal(storage.sessionStorage.getItem('tenon.userToken'), 'user-token');
  assert.match(storage.sessionStorage.getItem('tenon.companySession') ?? '', /session-token/);
  assert.match(storage.localStorage.getItem('tenon.user') ?? '', /planner@tenon\.demo/);
  assert.equal(storage.localStorage.getItem('tenon.companySession'), null);
});

test('user-token calls send the user token, public calls send none, bodies go as JSON', async () => {
  await apiRequest('/projects', { credential: 'user', method: 'POST', body: { companyId: 'c1' } });
  await apiRequest('/projects', { credential: 'none' });
  assert.equal(seen[0]?.authorization, 'Bearer user-token');
  assert.equal(seen[0]?.body, '{"companyId":"c1"}');
  assert.equal(seen[1]?.authorization, undefined);
});

test('a 204 answer resolves without a body', async () => {
  assert.equal(await apiRequest('/auth/sessions/current', { method: 'DELETE' }), undefined);
});

test('a rejected token clears the stored session and tells the listeners', async () => {
  let told = 0;
  const stop = onUnauthorized(() => (told += 1));
  await assert.rejects(apiRequest('/revoked'), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.code, 'SESSION_REVOKED');
    return true;
  });
  stop();
  assert.equal(told, 1);
  assert.equal(sessionStore.getState().companySession, null);
  assert.equal(sessionStore.getState().userToken, null);
  assert.equal(storage.localStorage.getItem('tenon.user'), null);
});

test('a token rejected after its session already ended leaves the session now stored alone', async () => {
  let told = 0;
  const stop = onUnauthorized(() => (told += 1));
  const answer = apiRequest('/revoked');
  // Another company was chosen while the request was on its way: its new session is not the one refused.
  sessionStore.openCompanySession({
    sessionToken: 'next-session-token',
    permissions: {},
    company: { id: 'c2', name: 'Second Company', image: null },
    user: { id: 'u1', email: 'planner@tenon.demo', name: 'Ana', lastname: 'Rojas', image: null, role: 'planner', position: '', reportTasks: true },
  });
  await assert.rejects(answer, { code: 'SESSION_REVOKED', status: 401 });
  stop();
  assert.equal(told, 0);
  assert.equal(sessionStore.getState().companySession?.sessionToken, 'next-session-token');
});

test('other errors keep the session and carry their code', async () => {
  await assert.rejects(apiRequest('/forbidden'), { code: 'NO_PERMISSION', status: 403 });
  await assert.rejects(apiRequest('/unknown'), { code: 'UNEXPECTED_RESPONSE', status: 502 });
  assert.equal(sessionStore.getState().companySession?.sessionToken, 'session-token');
});

test('an unreachable gateway is a NETWORK_ERROR', async () => {
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (input, init) => browserFetch(`http://127.0.0.1:1${requestPath(input)}`, init);
  try {
    await assert.rejects(apiRequest('/projects'), { code: 'NETWORK_ERROR', status: 0 });
  } finally {
    globalThis.fetch = fetchBefore;
  }
});

test('a write whose outcome is unknown is sent again with the same idempotency key until it resolves', async () => {
  unknownOutcomes = 2;
  assert.deepEqual(await apiRequest('/flaky-write', { method: 'POST', body: { name: 'Slab' } }), { saved: true });
  assert.equal(seen.length, 3);
  assert.match(seen[0]!.key ?? '', /^[0-9a-f-]{36}$/);
  assert.ok(seen.every((request) => request.key === seen[0]!.key && request.body === '{"name":"Slab"}'));
  await apiRequest('/flaky-write', { method: 'POST', body: { name: 'Slab' } });
  assert.notEqual(seen[3]!.key, seen[0]!.key, 'another write gets another key');
});

test('after the last resend the unknown outcome reaches the caller; reads carry no key and are not resent', async () => {
  unknownOutcomes = 10;
  await assert.rejects(apiRequest('/flaky-write', { method: 'POST', body: {} }), (error: unknown) => error instanceof ApiError && error.code === 'OUTCOME_UNKNOWN');
  assert.equal(seen.length, 4);
  unknownOutcomes = 0;
  seen.length = 0;
  await apiRequest('/projects');
  assert.equal(seen[0]!.key, undefined);
});

test('a read sent early is answered once to the first ask of its path and token; later asks read again', async () => {
  sendEarlyRead('/api/v1/projects', 'session-token');
  sendEarlyRead('/api/v1/forbidden', 'other-token');
  assert.deepEqual(await apiRequest('/projects'), { projects: [] });
  assert.deepEqual(await apiRequest('/projects'), { projects: [] });
  assert.equal(seen.filter((request) => request.url === '/api/v1/projects').length, 2, 'the early read served the first ask');
  // Sent with another token: dropped, and the page's own read goes out with its own token.
  await assert.rejects(apiRequest('/forbidden'), { code: 'NO_PERMISSION' });
  assert.deepEqual(
    seen.filter((request) => request.url === '/api/v1/forbidden').map((request) => request.authorization),
    ['Bearer other-token', 'Bearer session-token'],
  );
});

test('a write drops the reads sent early: the next ask reads what the write left', async () => {
  sendEarlyRead('/api/v1/projects', 'session-token');
  await apiRequest('/flaky-write', { method: 'POST', body: {} });
  await apiRequest('/projects');
  assert.equal(seen.filter((request) => request.url === '/api/v1/projects').length, 2, 'the ask after the write read again');
});

test('an early read that has arrived is taken at once, once; one still on its way or refused is left for the ask', async () => {
  sendEarlyRead('/api/v1/projects', 'session-token');
  assert.equal(arrivedRead('/projects'), undefined, 'not arrived yet: nothing to show');
  let arrived: unknown;
  for (let i = 0; i < 100 && arrived === undefined; i++) {
    await new Promise((r) => setTimeout(r, 10));
    arrived = arrivedRead('/projects');
  }
  assert.deepEqual(arrived, { projects: [] });
  assert.equal(arrivedRead('/projects'), undefined, 'taken once');
  await apiRequest('/projects');
  assert.equal(seen.filter((request) => request.url === '/api/v1/projects').length, 2, 'the next ask reads again');

  sendEarlyRead('/api/v1/forbidden', 'session-token');
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(arrivedRead('/forbidden'), undefined, 'a refusal is not data');
  await assert.rejects(apiRequest('/forbidden'), { code: 'NO_PERMISSION' });
  assert.equal(seen.filter((request) => request.url === '/api/v1/forbidden').length, 1, 'the ask took the early refusal');
});
