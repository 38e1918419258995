import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toHttpError } from '../http/error-mapping';
import { localRequest, memberSession, recordingServices } from '../http/local-route.fixtures';
import { healthRoutes } from '../health/health.routes';
import { authRoutes } from './auth.routes';

const userToken = { kind: 'user', userId: 'user-1', tokenVersion: 3, tokenId: 'jti-1' } as const;

test('sign-in passes the e-mail, password and address; an unknown address is counted as "unknown"', async () => {
  const { services, calls } = recordingServices();
  const body = { email: 'ana@site.test', password: 'Rebar2026x' };
  assert.deepEqual(await authRoutes.login.target.handle(localRequest({ body }), services), { answeredBy: 'auth.login' });
  await authRoutes.login.target.handle(localRequest({ body, ip: undefined }), services);
  assert.deepEqual(calls, [
    { call: 'auth.login', args: ['ana@site.test', 'Rebar2026x', '203.0.113.7'] },
    { call: 'auth.login', args: ['ana@site.test', 'Rebar2026x', 'unknown'] },
  ]);
});

test('a session is opened with the user token that was verified, for the company in the body', async () => {
  const { services, calls } = recordingServices();
  await authRoutes.openSession.target.handle(localRequest({ grant: userToken, body: { companyId: 'company-a' }, ip: undefined }), services);
  assert.deepEqual(calls, [{ call: 'auth.openSession', args: [{ userId: 'user-1', tokenVersion: 3, tokenId: 'jti-1' }, 'company-a', null] }]);
  await assert.rejects(
    authRoutes.openSession.target.handle(localRequest({ grant: memberSession, body: { companyId: 'company-a' } }), services),
    (error: unknown) => toHttpError(error).code === 'UNAUTHENTICATED',
  );
});

test('signing out ends this session, or every sign-in, and answers nothing', async () => {
  const { services, calls } = recordingServices({ 'auth.endEverySignIn': { token: 'fresh', revokedSessions: 2 } });
  assert.equal(await authRoutes.logout.target.handle(localRequest({ grant: memberSession }), services), undefined);
  assert.equal(await authRoutes.logoutEverywhere.target.handle(localRequest({ grant: memberSession }), services), undefined);
  assert.deepEqual(calls, [
    { call: 'auth.logout', args: [{ userId: 'user-1', sessionId: 'sid-1', companyId: 'company-a' }, '203.0.113.7'] },
    { call: 'auth.endEverySignIn', args: ['user-1', { type: 'signed-out-everywhere', ip: '203.0.113.7' }] },
  ]);
});

test('me reads the session; health asks the health check', async () => {
  const { services, calls } = recordingServices();
  await authRoutes.me.target.handle(localRequest({ grant: memberSession }), services);
  await healthRoutes.health.target.handle(localRequest(), services);
  assert.deepEqual(calls, [
    { call: 'auth.me', args: [{ userId: 'user-1', sessionId: 'sid-1', companyId: 'company-a' }] },
    { call: 'health.check', args: [] },
  ]);
});
