import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalRequest } from '../http/gateway-route';
import { toHttpError } from '../http/error-mapping';
import { localRequest, memberAuth, memberSession, recordingServices } from '../http/local-route.fixtures';
import { settingsRoutes } from './settings.routes';

type SettingsRouteName = keyof typeof settingsRoutes;

const person = { userId: 'user-2' };
const profile = { name: 'Ana', lastname: 'Rossi', position: 'PM', image: null };

/** Each route: the request the router hands its handler (always with a company session), and the service call it must make. */
const expected: Record<SettingsRouteName, { request: Partial<LocalRequest<unknown>>; call: string; args: unknown[] }> = {
  meGet: { request: {}, call: 'account.me', args: [memberAuth] },
  meUpdate: { request: { body: profile }, call: 'account.update', args: [memberAuth, profile] },
  mePassword: {
    request: { body: { currentPassword: 'Old2026x', password: 'Rebar2026x' } },
    call: 'account.changePassword',
    args: [memberAuth, 'Old2026x', 'Rebar2026x', '203.0.113.7'],
  },
  companyGet: { request: {}, call: 'company.current', args: [memberAuth] },
  companyUpdate: { request: { body: { name: 'Acme' } }, call: 'company.update', args: [memberAuth, { name: 'Acme' }] },
  companyUsers: { request: {}, call: 'company.listUsers', args: [memberAuth] },
  companyUserRole: { request: { params: person, body: { role: 'planner' } }, call: 'company.changeRole', args: [memberAuth, 'user-2', 'planner'] },
  companyUserDeactivate: { request: { params: person }, call: 'company.deactivate', args: [memberAuth, 'user-2'] },
  companyUserActivate: { request: { params: person }, call: 'company.activate', args: [memberAuth, 'user-2'] },
};

test('each settings route calls its service with the session, the path user and the parsed body, and answers its result', async () => {
  assert.deepEqual(Object.keys(expected).sort(), Object.keys(settingsRoutes).sort(), 'every route has an expectation');
  for (const [name, { request, call, args }] of Object.entries(expected)) {
    const { services, calls } = recordingServices();
    const answer = await settingsRoutes[name as SettingsRouteName].target.handle(localRequest({ grant: memberSession, ...request }), services);
    assert.deepEqual(calls, [{ call, args }], name);
    assert.deepEqual(answer, { answeredBy: call }, name);
  }
});

test('a password change counts its failures against "unknown" when the address is not known', async () => {
  const { services, calls } = recordingServices();
  const request = localRequest({ grant: memberSession, ip: undefined, body: { currentPassword: 'Old2026x', password: 'Rebar2026x' } });
  await settingsRoutes.mePassword.target.handle(request, services);
  assert.deepEqual(calls[0]?.args[3], 'unknown');
});

test('settings need a company session', async () => {
  const { services, calls } = recordingServices();
  await assert.rejects(settingsRoutes.meGet.target.handle(localRequest(), services), (error: unknown) => toHttpError(error).code === 'UNAUTHENTICATED');
  assert.deepEqual(calls, []);
});
