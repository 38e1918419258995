import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { Kafka } from 'kafkajs';
import type { HealthResponse, LoginResponse, SessionResponse } from '@tenon/contracts';
import { DEMO_COMPANY, DEMO_PASSWORD } from '@tenon/demo-data';
import type { RunningService } from '@tenon/service-kit';
import { closeAndDropDatabase, TEST_MONGO_BASE } from '@tenon/service-kit/testing';
import { AuthService } from '../auth/auth.service';
import { CompaniesService } from '../identity/companies.service';
import type { GatewayRoute } from '../http/gateway-route';
import { gatewayRoutes } from '../http/route-table';
import { startGateway } from '../main';

const run = randomBytes(4).toString('hex');
const database = `gateway_test_${run}`;
const silentTopic = `gwtest.${run}.silent`;
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const admin = new Kafka({ clientId: `gateway-test-${run}`, brokers }).admin();
const TIMEOUT_MS = 1500;

/** The real route table plus one route to a topic that no service consumes. */
const routes: GatewayRoute[] = [
  ...gatewayRoutes,
  { method: 'GET', path: '/test-only/silent', access: 'session', target: { kind: 'forward', topic: silentTopic } },
  { method: 'POST', path: '/test-only/silent', access: 'session', target: { kind: 'forward', topic: silentTopic } },
];

let gateway: RunningService;
let baseUrl: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function call<T>(method: string, path: string, options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

async function login(email: string, password = DEMO_PASSWORD) {
  return call<LoginResponse & ErrorBody>('POST', '/api/v1/auth/login', { body: { email, password } });
}

async function openSession(email: string): Promise<SessionResponse> {
  const signedIn = await login(email);
  assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  const session = await call<SessionResponse>('POST', '/api/v1/auth/sessions', {
    token: signedIn.body.token,
    body: { companyId: DEMO_COMPANY.id },
  });
  assert.equal(session.status, 201, JSON.stringify(session.body));
  return session.body;
}

before(async () => {
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic: silentTopic, numPartitions: 1 }] });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  gateway = await startGateway(
    {
      ...process.env,
      MONGODB_URI: `${TEST_MONGO_BASE}/${database}`,
      GATEWAY_PORT: String(port),
      REDIS_KEY_PREFIX: `gateway-test-${run}:`,
      REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
      HEALTH_PING_TIMEOUT_MS: '500',
      LOGIN_FAILURES_PER_ACCOUNT: '3',
      LOG_LEVEL: 'warn',
      TENON_ROOT: `/tmp/gateway-test-${run}`,
    },
    routes,
  );
});

after(async () => {
  await closeAndDropDatabase(gateway);
  await admin.deleteTopics({ topics: [silentTopic] }).catch(() => undefined);
  await admin.disconnect();
});

test('the demo admin signs in and gets a user token and the demo company', async () => {
  const answer = await login('ADMIN@tenon.demo');
  assert.equal(answer.status, 200);
  assert.equal(answer.body.user.email, 'admin@tenon.demo');
  assert.equal(answer.body.user.role, 'admin');
  assert.deepEqual(answer.body.companies, [{ id: DEMO_COMPANY.id, name: DEMO_COMPANY.name, image: null }]);
  assert.ok(!('passwordHash' in answer.body.user));
});

test('a wrong password and an unknown e-mail are both 401 INVALID_CREDENTIALS', async () => {
  for (const email of ['planner@tenon.demo', `nobody-${run}@tenon.demo`]) {
    const answer = await login(email, 'not-the-password');
    assert.equal(answer.status, 401);
    assert.equal(answer.body.error.code, 'INVALID_CREDENTIALS');
  }
});

test('a session carries the role table of the company; me answers with it', async () => {
  const session = await openSession('client@tenon.demo');
  assert.equal(session.company.id, DEMO_COMPANY.id);
  assert.equal(session.permissions['masterplan.gantt'], 'V');
  assert.equal(session.permissions['takt.planning'], 'SA');
  const me = await call<{ user: { email: string }; permissions: Record<string, string> }>('GET', '/api/v1/auth/me', {
    token: session.sessionToken,
  });
  assert.equal(me.status, 200);
  assert.equal(me.body.user.email, 'client@tenon.demo');
  assert.deepEqual(me.body.permissions, session.permissions);
});

test('a route the role has SA on is 403 NO_PERMISSION before any service is asked', async () => {
  const session = await openSession('client@tenon.demo');
  const answer = await call<ErrorBody>('GET', '/api/v1/takt/projects/p1/schedules/s1/overview', { token: session.sessionToken });
  assert.equal(answer.status, 403);
  assert.equal(answer.body.error.code, 'NO_PERMISSION');
});

test('a session cannot be opened in a company the user does not belong to', async () => {
  const signedIn = await login('planner@tenon.demo');
  const answer = await call<ErrorBody>('POST', '/api/v1/auth/sessions', { token: signedIn.body.token, body: { companyId: 'someone-elses' } });
  assert.equal(answer.status, 403);
  assert.equal(answer.body.error.code, 'WRONG_COMPANY');
});

test('logout revokes the session at once: the old token gets 401 SESSION_REVOKED', async () => {
  const session = await openSession('admin@tenon.demo');
  assert.equal((await call('GET', '/api/v1/auth/me', { token: session.sessionToken })).status, 200);
  assert.equal((await call('DELETE', '/api/v1/auth/sessions/current', { token: session.sessionToken })).status, 204);
  const after = await call<ErrorBody>('GET', '/api/v1/auth/me', { token: session.sessionToken });
  assert.equal(after.status, 401);
  assert.equal(after.body.error.code, 'SESSION_REVOKED');
});

test('deactivating a user ends every open session and refuses the next sign-in', async () => {
  const companies = gateway.app.get(CompaniesService);
  const email = `leaving-${run}@tenon.demo`;
  await companies.addUser(DEMO_COMPANY.id, {
    id: `leaving-${run}`,
    email,
    password: DEMO_PASSWORD,
    name: 'Leaving',
    lastname: 'User',
    image: null,
    role: 'planner',
    position: 'Scheduler',
  });
  const first = await openSession(email);
  const second = await openSession(email);
  assert.equal(await gateway.app.get(AuthService).deactivateUser(`leaving-${run}`), 2);
  for (const token of [first.sessionToken, second.sessionToken]) {
    assert.equal((await call<ErrorBody>('GET', '/api/v1/auth/me', { token })).body.error.code, 'SESSION_REVOKED');
  }
  const refused = await login(email);
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error.code, 'USER_INACTIVE');
});

test('malformed JSON is 400 MALFORMED_JSON; a schema failure is 400 VALIDATION_FAILED with details', async () => {
  const malformed = await call<ErrorBody>('POST', '/api/v1/auth/login', { raw: '{"email": "admin@tenon.demo",' });
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.error.code, 'MALFORMED_JSON');
  const invalid = await call<ErrorBody>('POST', '/api/v1/auth/login', { body: { email: 'not-an-email' } });
  assert.equal(invalid.status, 400);
  assert.equal(invalid.body.error.code, 'VALIDATION_FAILED');
  const paths = (invalid.body.error.details as { path: string }[]).map((detail) => detail.path).sort();
  assert.deepEqual(paths, ['email', 'password']);
});

test('an unknown API route is 404 ROUTE_NOT_FOUND and carries a request id', async () => {
  const answer = await call<ErrorBody>('GET', '/api/v1/no-such-route');
  assert.equal(answer.status, 404);
  assert.equal(answer.body.error.code, 'ROUTE_NOT_FOUND');
  assert.ok((answer.headers.get('x-request-id') ?? '').length > 0);
});

test('a request to a topic no service answers is 503 SERVICE_UNAVAILABLE within the timeout', async () => {
  const session = await openSession('admin@tenon.demo');
  const began = Date.now();
  const answer = await call<ErrorBody>('GET', '/api/v1/test-only/silent', { token: session.sessionToken });
  const elapsed = Date.now() - began;
  assert.equal(answer.status, 503);
  assert.equal(answer.body.error.code, 'SERVICE_UNAVAILABLE');
  assert.ok(elapsed >= TIMEOUT_MS - 100 && elapsed < TIMEOUT_MS + 1500, `answered after ${elapsed} ms`);
});

test('a write sent but not answered is 504 OUTCOME_UNKNOWN naming its key, since it may yet have been applied', async () => {
  const session = await openSession('admin@tenon.demo');
  const key = `write-${run}`;
  const answer = await call<ErrorBody>('POST', '/api/v1/test-only/silent', { token: session.sessionToken, body: {}, headers: { 'idempotency-key': key } });
  assert.equal(answer.status, 504);
  assert.equal(answer.body.error.code, 'OUTCOME_UNKNOWN');
  assert.deepEqual(answer.body.error.details, { idempotencyKey: key });
  const badKey = await call<ErrorBody>('POST', '/api/v1/test-only/silent', { token: session.sessionToken, body: {}, headers: { 'idempotency-key': 'short' } });
  assert.equal(badKey.status, 400);
});

test('health reports every service and the three dependencies', async () => {
  const answer = await call<HealthResponse>('GET', '/api/v1/health');
  assert.equal(answer.status, 200);
  assert.deepEqual(Object.keys(answer.body.services).sort(), ['analytics', 'lookahead', 'masterplan', 'projects', 'takt', 'weekly']);
  assert.deepEqual(answer.body.infrastructure, { mongodb: 'up', kafka: 'up', redis: 'up' });
  const allUp = Object.values(answer.body.services).every((state) => state === 'up');
  assert.equal(answer.body.status, allUp ? 'ok' : 'degraded');
});

test('failed sign-ins past the limit are 429 TOO_MANY_ATTEMPTS with Retry-After, even with the right password', async () => {
  const email = 'superintendent@tenon.demo';
  for (let attempt = 0; attempt < 3; attempt++) assert.equal((await login(email, 'wrong-password')).status, 401);
  const blocked = await login(email);
  assert.equal(blocked.status, 429);
  assert.equal(blocked.body.error.code, 'TOO_MANY_ATTEMPTS');
  const retryAfter = Number(blocked.headers.get('retry-after'));
  assert.ok(retryAfter > 0 && retryAfter <= 900, `retry-after ${retryAfter}`);
});

test('a guesser locks out only its own address: X-Forwarded-For is not believed, the owner elsewhere still signs in', async () => {
  const email = 'lastplanner@tenon.demo';
  const guess = (password: string, forwardedFor: string) =>
    fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email, password }),
    });
  // A new forwarded address each time: without a trusted proxy it changes nothing, so the limit is reached.
  for (let attempt = 0; attempt < 3; attempt++) assert.equal((await guess('wrong-password', `203.0.113.${attempt + 1}`)).status, 401);
  assert.equal((await guess(DEMO_PASSWORD, '203.0.113.99')).status, 429);
  // The owner on another address of this machine (the connection leaves from 127.0.0.2) is not locked out.
  const ownerStatus = await new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email, password: DEMO_PASSWORD });
    const request = httpRequest(
      `${baseUrl}/api/v1/auth/login`,
      { method: 'POST', localAddress: '127.0.0.2', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  assert.equal(ownerStatus, 200);
});

test('the static side answers remotes.json even without built front ends', async () => {
  const answer = await call<Record<string, string>>('GET', '/remotes.json');
  assert.equal(answer.status, 200);
  assert.equal(answer.body.masterplan, '/remotes/masterplan/mf-manifest.json');
});
