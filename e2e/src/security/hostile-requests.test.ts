import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { permissionAllows, type PermissionCode, type RequiredPermissionCode } from '@tenon/contracts';
import { demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { api, baseUrl, signIn, type SignedIn } from '../support/product';
import { companyDomain, NEW_PASSWORD, uniqueEmail } from '../access/access-support';
import { linkPath, waitForMail } from '@tenon/service-kit/testing';

/**
 * Walks the gateway's reviewed route list (services/gateway/route-permissions.json) and sends each route what an
 * attacker or a broken client would: every answer must be a 4xx in the standard error shape, never a 5xx, nothing in
 * any service's database may change, and every service must still be healthy at the end.
 */

interface Route {
  method: string;
  path: string;
  access: string;
  target: string;
}

const ROUTES: Route[] = (JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'services', 'gateway', 'route-permissions.json'), 'utf8')) as string[]).map((line) => {
  const [methodPath = '', access = '', target = ''] = line.split(' | ');
  const [method = '', path = ''] = methodPath.split(' ');
  return { method, path: path.replace(/^\/api\/v1/, ''), access, target };
});

/** Routes that end the caller's own session or sign-in: sending them would end the sessions the suite runs with. */
const SELF_ENDING = new Set(['gateway:logout', 'gateway:logoutEverywhere']);
const DATABASES = ['gateway', 'projects', 'masterplan', 'lookahead', 'weekly', 'takt', 'analytics'];
/** Written by design on refused requests (failed sign-ins are audit events). */
const WRITTEN_ON_REFUSAL = new Set(['gateway.audit_events']);
const BODY_FIELDS = ['name', 'email', 'password', 'currentPassword', 'role', 'userId', 'projectId', 'scheduleId', 'companyId', 'image', 'description', 'type', 'country', 'currency', 'budget', 'size', 'sizetype', 'start', 'end', 'date', 'order', 'ids', 'users', 'lang', 'token'];

const objectId = () => randomBytes(12).toString('hex');
const hasBody = (route: Route) => ['POST', 'PUT', 'PATCH'].includes(route.method);

function pathWith(route: Route, ids: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(ids[name] ?? objectId()));
}

/** The demo company's own ids, which another company's session must not reach. */
const DEMO_IDS: Record<string, string> = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, userId: demoUserByRole('planner').id };

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The payload of a real token re-sent unsigned with `alg: none`. */
function algNone(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
}

async function send(method: string, path: string, options: { token?: string; raw?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

async function fingerprint(client: MongoClient): Promise<Map<string, string>> {
  const prints = new Map<string, string>();
  for (const name of DATABASES) {
    const db = client.db(name);
    for (const { name: collection } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      if (WRITTEN_ON_REFUSAL.has(`${name}.${collection}`)) continue;
      const hash = createHash('sha256');
      const documents = await db.collection(collection).find({}).sort({ _id: 1 }).toArray();
      for (const document of documents) hash.update(JSON.stringify(document));
      prints.set(`${name}.${collection}`, `${documents.length}:${hash.digest('hex')}`);
    }
  }
  return prints;
}

/** Waits until event consumers of earlier tests have settled, so the comparison sees only this suite's effects. */
async function settledFingerprint(client: MongoClient): Promise<Map<string, string>> {
  let previous = await fingerprint(client);
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await fingerprint(client);
    if ([...now].every(([key, value]) => previous.get(key) === value) && now.size === previous.size) return now;
    previous = now;
  }
  return previous;
}

/** A company of its own with an admin session, made through free-trial sign-up. */
async function otherCompanyAdmin(): Promise<string> {
  const email = uniqueEmail('intruder', companyDomain('intruder'));
  assert.equal((await api('POST', '/auth/signup', { body: { email, lang: 'en' } })).status, 202);
  const token = linkPath(await waitForMail(email), 'signupconfirmation').split('/')[2]!;
  const done = await api<{ token: string; companies: { id: string }[] }>('POST', `/auth/signup/${token}`, {
    body: { name: 'Ivy', lastname: 'Intruder', password: NEW_PASSWORD, company: { name: `Intruder ${Date.now()}`, size: 'under20', type: 'general_contractor' } },
  });
  assert.equal(done.status, 201, JSON.stringify(done.body));
  const session = await api<{ sessionToken: string }>('POST', '/auth/sessions', { token: done.body.token, body: { companyId: done.body.companies[0]!.id } });
  assert.equal(session.status, 201, JSON.stringify(session.body));
  return session.body.sessionToken;
}

function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function everyField(value: (field: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(BODY_FIELDS.map((field) => [field, value(field)]));
}

interface Case {
  name: string;
  applies: (route: Route) => boolean;
  request: (route: Route) => { path: string; token?: string; raw?: string; body?: unknown };
}

test('every route answers hostile requests with a coded 4xx, changes nothing, and leaves every service healthy', { timeout: 600_000 }, async () => {
  const admin = await signIn('admin');
  const client = await signIn('client');
  const revoked = await signIn('manager');
  assert.equal((await api('DELETE', '/auth/sessions/current', { token: revoked.sessionToken })).status, 204);
  const intruder = await otherCompanyAdmin();
  const database = await MongoClient.connect(process.env.TENON_MONGODB_URL ?? 'mongodb://127.0.0.1:27017/');
  try {
    const before = await settledFingerprint(database);
    const guarded = (route: Route) => route.access !== 'public' && !SELF_ENDING.has(route.target);
    const allowedTo = (session: SignedIn, route: Route) => {
      const needs = /^([\w.]+) >= (\w+)$/.exec(route.access);
      if (needs === null) return true;
      return permissionAllows(session.permissions[needs[1]!] as PermissionCode | undefined, needs[2] as RequiredPermissionCode);
    };
    const cases: Case[] = [
      { name: 'no token', applies: guarded, request: (route) => ({ path: pathWith(route, DEMO_IDS) }) },
      { name: 'revoked session', applies: guarded, request: (route) => ({ path: pathWith(route, DEMO_IDS), token: revoked.sessionToken }) },
      { name: 'alg none', applies: guarded, request: (route) => ({ path: pathWith(route, DEMO_IDS), token: algNone(admin.sessionToken) }) },
      {
        name: 'another company with these ids',
        applies: (route) => guarded(route) && /:(projectId|scheduleId|userId)/.test(route.path),
        request: (route) => ({
          path: pathWith(route, DEMO_IDS),
          token: intruder,
          ...(hasBody(route) ? { body: { name: 'Probe', role: 'planner', userId: DEMO_IDS.userId, projectId: DEMO_IDS.projectId } } : {}),
        }),
      },
      {
        name: 'a role without the permission',
        applies: (route) => guarded(route) && !allowedTo(client, route),
        request: (route) => ({ path: pathWith(route, DEMO_IDS), token: client.sessionToken, ...(hasBody(route) ? { body: { name: 'Probe' } } : {}) }),
      },
      { name: 'malformed JSON', applies: hasBody, request: (route) => ({ path: pathWith(route, {}), token: admin.sessionToken, raw: '{"name": "x",' }) },
      { name: 'deep nesting', applies: hasBody, request: (route) => ({ path: pathWith(route, {}), token: admin.sessionToken, raw: deepJson(5000) }) },
      { name: 'oversized body', applies: hasBody, request: (route) => ({ path: pathWith(route, {}), token: admin.sessionToken, raw: JSON.stringify({ name: 'x'.repeat(1_200_000) }) }) },
      {
        name: 'NoSQL operators in every field',
        applies: hasBody,
        request: (route) => ({ path: pathWith(route, {}), token: admin.sessionToken, body: everyField(() => ({ $ne: null, $gt: '' })) }),
      },
      {
        name: 'control, bidi and HTML in every field',
        applies: hasBody,
        request: (route) => ({ path: pathWith(route, {}), token: admin.sessionToken, body: everyField(() => '<img src=x onerror=alert(1)>\u0000\u202e') }),
      },
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const route of ROUTES) {
      for (const hostile of cases) {
        if (!hostile.applies(route)) continue;
        const request = hostile.request(route);
        const answer = await send(route.method, request.path, request);
        sent += 1;
        const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
        const coded = typeof error?.code === 'string' && typeof error.message === 'string';
        if (answer.status < 400 || answer.status >= 500 || !coded) {
          failures.push(`${hostile.name}: ${route.method} ${request.path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      }
    }
    process.stdout.write(`# hostile requests: ${ROUTES.length} routes, ${cases.length} cases, ${sent} requests, ${failures.length} failures\n`);
    assert.deepEqual(failures, []);
    const after = await settledFingerprint(database);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
    assert.deepEqual(changed, [], 'no collection of any service changed');
    const health = await api<{ services: Record<string, string>; infrastructure: Record<string, string> }>('GET', '/health');
    assert.equal(health.status, 200);
    for (const [name, state] of Object.entries({ ...health.body.services, ...health.body.infrastructure })) assert.equal(state, 'up', name);
  } finally {
    await database.close();
  }
});
