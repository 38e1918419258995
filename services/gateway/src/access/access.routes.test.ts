import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalRequest } from '../http/gateway-route';
import { toHttpError } from '../http/error-mapping';
import { localRequest, memberAuth, memberSession, recordingServices } from '../http/local-route.fixtures';
import { accessRoutes } from './access.routes';

type AccessRouteName = keyof typeof accessRoutes;

const token = { token: 'link-token-1' };
const profile = { name: 'Ana', lastname: 'Rossi', position: 'PM', password: 'Rebar2026x' };

/** Each route: the request the router hands its handler, and the one service call it must make. */
const expected: Record<AccessRouteName, { request: Partial<LocalRequest<unknown>>; call: string; args: unknown[] }> = {
  signupRequest: { request: { body: { email: 'founder@site.test', lang: 'en' } }, call: 'signup.request', args: [{ email: 'founder@site.test', lang: 'en' }] },
  signupInspect: { request: { params: token }, call: 'signup.inspect', args: ['link-token-1'] },
  signupComplete: { request: { params: token, body: profile }, call: 'signup.complete', args: ['link-token-1', profile] },
  register: { request: { body: { email: 'a@site.test', termsAccepted: true, lang: 'es' } }, call: 'invitations.register', args: [{ email: 'a@site.test', termsAccepted: true, lang: 'es' }] },
  profileTokenInspect: { request: { params: token }, call: 'invitations.profileToken', args: ['link-token-1'] },
  profileComplete: { request: { params: token, body: profile }, call: 'invitations.completeProfile', args: ['link-token-1', profile] },
  passwordResetRequest: { request: { body: { email: 'a@site.test', lang: 'es' } }, call: 'passwordResets.request', args: ['a@site.test', 'es'] },
  passwordResetInspect: { request: { params: token }, call: 'passwordResets.inspect', args: ['link-token-1'] },
  passwordReset: { request: { params: token, body: { password: 'Rebar2026x' } }, call: 'passwordResets.reset', args: ['link-token-1', 'Rebar2026x'] },
  activationRequest: { request: { body: { email: 'a@site.test', lang: 'en' } }, call: 'activationRequests.request', args: ['a@site.test', 'en'] },
  onboardingState: { request: { params: token }, call: 'onboarding.state', args: ['link-token-1'] },
  onboardingCompany: { request: { params: token, body: { name: 'Acme' } }, call: 'onboarding.company', args: ['link-token-1', { name: 'Acme' }] },
  onboardingProject: { request: { params: token, body: { name: 'Tower' } }, call: 'onboarding.project', args: ['link-token-1', { name: 'Tower' }] },
  onboardingSchedules: { request: { params: token, body: { names: ['Main'] } }, call: 'onboarding.schedules', args: ['link-token-1', { names: ['Main'] }] },
  onboardingInvite: { request: { params: token, body: { users: [], lang: 'en' } }, call: 'onboarding.invite', args: ['link-token-1', { users: [], lang: 'en' }] },
  invite: {
    request: { grant: memberSession, body: { users: [{ email: 'b@site.test', role: 'planner' }], lang: 'en' } },
    call: 'invitations.invite',
    args: [memberAuth, { users: [{ email: 'b@site.test', role: 'planner' }], lang: 'en' }],
  },
};

test('each access route makes its one service call with the path token and the parsed body, and answers its result', async () => {
  assert.deepEqual(Object.keys(expected).sort(), Object.keys(accessRoutes).sort(), 'every route has an expectation');
  for (const [name, { request, call, args }] of Object.entries(expected)) {
    const { services, calls } = recordingServices();
    const answer = await accessRoutes[name as AccessRouteName].target.handle(localRequest(request), services);
    assert.deepEqual(calls, [{ call, args }], name);
    assert.deepEqual(answer, { answeredBy: call }, name);
  }
});

test('link routes without their token in the path are 404, before any service is asked', async () => {
  const { services, calls } = recordingServices();
  await assert.rejects(accessRoutes.onboardingCompany.target.handle(localRequest({ body: { name: 'Acme' } }), services), (error: unknown) => {
    assert.equal(toHttpError(error).status, 404);
    assert.equal(toHttpError(error).code, 'NOT_FOUND');
    return true;
  });
  assert.deepEqual(calls, []);
});

test('invitations need a company session: a link or user token is 401', async () => {
  const { services, calls } = recordingServices();
  const userToken = localRequest({ grant: { kind: 'user', userId: 'user-1', tokenVersion: 0, tokenId: 'jti' }, body: { users: [], lang: 'en' } });
  await assert.rejects(accessRoutes.invite.target.handle(userToken, services), (error: unknown) => toHttpError(error).status === 401);
  assert.deepEqual(calls, []);
});
