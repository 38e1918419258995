import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultPermissionsOf } from '@tenon/contracts';
import type { SessionLookup, SessionRecord } from '../auth/session.store';
import { TokenService } from '../auth/token.service';
import { authorize, bearerToken } from './access-guard';
import { HttpError } from './http-error';

const tokens = new TokenService('unit-test-secret-0123456789', 600, 600);

/** The guard's view of sessions; the Redis-backed store is exercised by the integration tests. */
class SessionTable implements SessionLookup {
  readonly records = new Map<string, SessionRecord>();
  find(sessionId: string) {
    return Promise.resolve(this.records.get(sessionId));
  }
}

function clientSession(table: SessionTable, sessionId = 'sid-1'): string {
  table.records.set(sessionId, {
    userId: 'user-1',
    companyId: 'company-a',
    role: 'client',
    permissions: defaultPermissionsOf('client'),
    createdAt: new Date().toISOString(),
  });
  return `Bearer ${tokens.signSessionToken('user-1', sessionId, 'company-a', 'client')}`;
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof HttpError);
    return error;
  }
  assert.fail('expected the request to be refused');
}

test('public routes need no token', async () => {
  assert.deepEqual(await authorize('public', undefined, tokens, new SessionTable()), { kind: 'public' });
});

test('a missing, malformed or forged token is UNAUTHENTICATED 401', async () => {
  const sessions = new SessionTable();
  for (const header of [undefined, 'Basic abc', 'Bearer not-a-jwt', `Bearer ${new TokenService('another-secret-0123456789', 60, 60).signUserToken('u', 0)}`]) {
    const error = await rejection(authorize('session', header, tokens, sessions));
    assert.equal(error.status, 401);
    assert.equal(error.code, 'UNAUTHENTICATED');
  }
});

test('the sign-in token opens sessions but reaches no company data', async () => {
  const sessions = new SessionTable();
  const header = `Bearer ${tokens.signUserToken('user-1', 3)}`;
  const grant = await authorize('user-token', header, tokens, sessions);
  assert.ok(grant.kind === 'user');
  assert.equal(grant.userId, 'user-1');
  assert.equal(grant.tokenVersion, 3, 'the account token version it was issued with travels to the check on use');
  assert.match(grant.tokenId, /^[0-9a-f-]{36}$/);
  const second = await authorize('user-token', `Bearer ${tokens.signUserToken('user-1', 3)}`, tokens, sessions);
  assert.ok(second.kind === 'user' && second.tokenId !== grant.tokenId, 'each sign-in has its own id, so signing out ends only that one');
  assert.equal((await rejection(authorize('session', header, tokens, sessions))).code, 'UNAUTHENTICATED');
  assert.equal((await rejection(authorize({ key: 'masterplan.gantt', min: 'V' }, header, tokens, sessions))).code, 'UNAUTHENTICATED');
});

test('a session token cannot be used where the sign-in token is asked', async () => {
  const sessions = new SessionTable();
  assert.equal((await rejection(authorize('user-token', clientSession(sessions), tokens, sessions))).code, 'UNAUTHENTICATED');
});

test('a valid session carries the tenant, role and permission table of the stored session', async () => {
  const sessions = new SessionTable();
  const grant = await authorize('session', clientSession(sessions), tokens, sessions);
  assert.deepEqual(grant, {
    kind: 'session',
    auth: { userId: 'user-1', companyId: 'company-a', role: 'client', sessionId: 'sid-1', permissions: defaultPermissionsOf('client') },
  });
});

test('a session gone from the store is SESSION_REVOKED even though the token is still signed', async () => {
  const sessions = new SessionTable();
  const header = clientSession(sessions);
  sessions.records.delete('sid-1');
  const error = await rejection(authorize('session', header, tokens, sessions));
  assert.equal(error.status, 401);
  assert.equal(error.code, 'SESSION_REVOKED');
});

test('a token whose company differs from its stored session is refused', async () => {
  const sessions = new SessionTable();
  const header = clientSession(sessions);
  const record = sessions.records.get('sid-1');
  assert.ok(record);
  sessions.records.set('sid-1', { ...record, companyId: 'company-b' });
  assert.equal((await rejection(authorize('session', header, tokens, sessions))).code, 'SESSION_REVOKED');
});

test('permission: view is enough for a view route, not for a change route; SA is NO_PERMISSION 403', async () => {
  const sessions = new SessionTable();
  const header = clientSession(sessions);
  assert.equal((await authorize({ key: 'masterplan.gantt', min: 'V' }, header, tokens, sessions)).kind, 'session');
  const change = await rejection(authorize({ key: 'masterplan.gantt', min: 'AC' }, header, tokens, sessions));
  assert.equal(change.status, 403);
  assert.equal(change.code, 'NO_PERMISSION');
  assert.equal((await rejection(authorize({ key: 'takt.planning', min: 'V' }, header, tokens, sessions))).code, 'NO_PERMISSION');
});

test("the caller's permission table travels with every request, so a service can tell AC from ACP or V itself", async () => {
  const sessions = new SessionTable();
  const header = clientSession(sessions);
  for (const access of [{ key: 'masterplan.gantt', min: 'V' } as const, 'session' as const]) {
    const grant = await authorize(access, header, tokens, sessions);
    assert.ok(grant.kind === 'session');
    assert.equal(grant.auth.permissions?.['masterplan.gantt'], 'V');
  }
});

test('bearer parsing accepts any case of the scheme and nothing else', () => {
  assert.equal(bearerToken('bearer abc'), 'abc');
  assert.equal(bearerToken('Bearer  abc '), 'abc');
  assert.equal(bearerToken('Bearer a b'), undefined);
  assert.equal(bearerToken(''), undefined);
});

const liveApiToken = `tnn_bi_${'k'.repeat(43)}`;
const apiTokens = {
  authenticate: (secret: string) => Promise.resolve(secret === liveApiToken ? { tokenId: 'token-1', companyId: 'company-a', scope: 'bi:read' as const } : undefined),
};

test('a BI route takes a live API token and goes out under its company with the lowest role and no permissions', async () => {
  const grant = await authorize('api-token', `Bearer ${liveApiToken}`, tokens, new SessionTable(), apiTokens);
  assert.deepEqual(grant, {
    kind: 'api-token',
    tokenId: 'token-1',
    auth: { userId: 'api-token:token-1', companyId: 'company-a', role: 'client', sessionId: 'api-token:token-1' },
  });
});

test('a BI route refuses a session token, a revoked or unknown API token and no token', async () => {
  const table = new SessionTable();
  for (const authorization of [clientSession(table), `Bearer tnn_bi_${'x'.repeat(43)}`, undefined]) {
    const refused = await rejection(authorize('api-token', authorization, tokens, table, apiTokens));
    assert.equal(refused.status, 401);
  }
});

test('an API token opens no session route', async () => {
  const refused = await rejection(authorize('session', `Bearer ${liveApiToken}`, tokens, new SessionTable(), apiTokens));
  assert.equal(refused.status, 401);
  assert.equal(refused.code, 'UNAUTHENTICATED');
});
