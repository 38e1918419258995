import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { defaultPermissionsOf, projectsRequests, type CompanyUser, type SignedUpResponse } from '@tenon/contracts';
import { KafkaRequester, ServiceUnavailableError } from '@tenon/service-kit';
import { AccessIdentitiesService } from '../access/access-identities.service';
import { hashLinkToken } from '../access/link-tokens/link-token';
import { LinkTokensService } from '../access/link-tokens/link-tokens.service';
import { LinkTokensSweeper } from '../access/link-tokens/link-tokens.sweeper';
import { LinkMailService } from '../access/mail/link-mail.service';
import { Mailer } from '../access/mail/mailer';
import { OnboardingLinksService } from '../access/onboarding-links.service';
import { ProjectsPort } from '../access/projects.port';
import { SignupService } from '../access/signup.service';
import { AuthService } from '../auth/auth.service';
import { DomainError } from '../domain-error';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings';
import { toHttpError } from '../http/error-mapping';
import { CompaniesRepository } from '../identity/companies.repository';
import { AccessHarness, PASSWORD, PUBLIC_URL, run, type ErrorBody } from './access-harness';
import { linkToken, mailsTo, waitForMail } from '@tenon/service-kit/testing';

const harness = new AccessHarness();
const call = harness.call.bind(harness);
const NEW_PASSWORD = 'Rebar2026x';
const domain = (label: string) => `${label}-${run}.com`;

const tokens = () => harness.gateway.app.get(LinkTokensService);
const tokenCollection = () => harness.gateway.app.get<Connection>(getConnectionToken()).collection('tokens');

before(async () => {
  await harness.start();
});

after(async () => {
  await harness.stop();
});

/** Whether the projects service answers template duplication yet (a handler of the projects engineer). */
async function duplicationAvailable(): Promise<boolean> {
  const requester = harness.gateway.app.get(KafkaRequester);
  // Sent with data its contract refuses, so nothing is duplicated: any answer, a refusal too, shows a handler is there.
  const topic: string = projectsRequests.duplicateTemplate;
  try {
    await requester.request(topic, { auth: { userId: 'probe', companyId: 'probe', role: 'admin', sessionId: 'probe' }, data: {} }, { timeoutMs: 3000 });
    return true;
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return false;
    throw error;
  }
}

test('free-trial sign-up: mail, confirmation, company and first project, signed-in admin', async (t) => {
  if (!(await duplicationAvailable())) {
    t.skip('the projects service does not answer projects.projects.duplicate-template yet');
    return;
  }
  const email = `founder@${domain('trial')}`;
  assert.equal((await call('POST', '/api/v1/auth/signup', { body: { email: ` ${email.toUpperCase()} `, lang: 'en' } })).status, 202);
  const token = linkToken(await waitForMail(email), PUBLIC_URL, 'signupconfirmation');
  const state = await call<{ state: string; email: string }>('GET', `/api/v1/auth/signup/${token}`);
  assert.deepEqual(state.body, { state: 'create-company-and-user', email });
  const done = await call<SignedUpResponse>('POST', `/api/v1/auth/signup/${token}`, {
    body: { name: 'Rosa', lastname: 'Founder', password: PASSWORD, company: { name: `Trial ${run}`, size: 'under20' } },
  });
  assert.equal(done.status, 201, JSON.stringify(done.body));
  assert.equal(done.body.user.role, 'admin');
  assert.equal(done.body.companies.length, 1);
  assert.ok(done.body.onboardingToken !== undefined);
  const company = await harness.gateway.app.get(CompaniesRepository).findById(done.body.companies[0]!.id);
  assert.equal(company?.country, 'US');
  assert.equal(company?.contractType, 'project_based');
  assert.equal(company?.isFreeTrial, true);
  assert.equal(company?.domain, domain('trial'));
  const onboarding = await call<{ step: string; project?: { id: string } }>('GET', `/api/v1/onboarding/${done.body.onboardingToken}`);
  assert.equal(onboarding.body.step, 'schedules');
  const session = await call<{ sessionToken: string }>('POST', '/api/v1/auth/sessions', { token: done.body.token, body: { companyId: company?._id } });
  const projects = await call<{ projects: { id: string }[] }>('GET', '/api/v1/projects', { token: session.body.sessionToken });
  assert.ok(projects.body.projects.some((project) => project.id === onboarding.body.project?.id));
  assert.equal((await call<ErrorBody>('GET', `/api/v1/auth/signup/${token}`)).body.error.details?.closed, true);
});

test('sign-up from the domain of an existing company joins it as project leader', async () => {
  const { companyId } = await harness.company(`Joined ${run}`, domain('joined'), [{ email: `boss@${domain('joined')}`, role: 'admin' }]);
  const email = `newcomer@${domain('joined')}`;
  assert.equal((await call('POST', '/api/v1/auth/signup', { body: { email, lang: 'es' } })).status, 202);
  const mail = await waitForMail(email);
  assert.match(mail.subject, /prueba gratuita/);
  const token = linkToken(mail, PUBLIC_URL, 'signupconfirmation');
  const state = await call<{ state: string; company: { id: string } }>('GET', `/api/v1/auth/signup/${token}`);
  assert.equal(state.body.state, 'joined-company');
  assert.equal(state.body.company.id, companyId);
  const weak = await call<ErrorBody>('POST', `/api/v1/auth/signup/${token}`, { body: { name: 'Nico', lastname: 'Joiner', password: 'short' } });
  assert.equal(weak.status, 400);
  assert.equal(weak.body.error.code, 'PASSWORD_TOO_SHORT');
  const done = await call<SignedUpResponse>('POST', `/api/v1/auth/signup/${token}`, { body: { name: 'Nico', lastname: 'Joiner', password: PASSWORD } });
  assert.equal(done.status, 201, JSON.stringify(done.body));
  assert.equal(done.body.user.role, 'projectleader');
  assert.deepEqual(done.body.companies.map((company) => company.id), [companyId]);
  assert.equal(done.body.onboardingToken, undefined);
  const session = await harness.session(email, PASSWORD, companyId);
  assert.equal(session.user.role, 'projectleader');
  const again = await call<ErrorBody>('POST', '/api/v1/auth/signup', { body: { email, lang: 'en' } });
  assert.equal(again.status, 202, 'an e-mail with an account is answered like a new one');
  assert.equal((await waitForMail(email, 2)).subject, 'You already have a Tenon account');
});

test('sign-up refuses free and throw-away mail domains and bad patterns', async () => {
  for (const email of [`someone.${run}@gmail.com`, `someone.${run}@mailinator.com`]) {
    const answer = await call<ErrorBody>('POST', '/api/v1/auth/signup', { body: { email } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error.code, 'EMAIL_DOMAIN_NOT_ALLOWED');
  }
  const badPattern = await call<ErrorBody>('POST', '/api/v1/auth/signup', { body: { email: `a..b@${domain('x')}` } });
  assert.equal(badPattern.body.error.code, 'VALIDATION_FAILED');
  assert.equal((await mailsTo(`someone.${run}@gmail.com`)).length, 0);
});

test('register, profile and onboarding: company, project, schedules, invite skipped closes the link', async () => {
  const email = `planner@${domain('register')}`;
  assert.equal((await call('POST', '/api/v1/auth/register', { body: { email, termsAccepted: true, lang: 'en' } })).status, 202);
  const token = linkToken(await waitForMail(email), PUBLIC_URL, 'confirmation');
  const profileToken = await call<{ email: string; role: string; company?: unknown }>('GET', `/api/v1/auth/profile-tokens/${token}`);
  assert.deepEqual(profileToken.body, { email, role: 'admin' });
  const profile = await call<SignedUpResponse>('POST', `/api/v1/auth/profile-tokens/${token}`, {
    body: { name: 'Pia', lastname: 'Planner', position: 'Planner', password: PASSWORD },
  });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  const onboardingToken = profile.body.onboardingToken;
  assert.ok(onboardingToken !== undefined);
  assert.equal((await call<{ step: string }>('GET', `/api/v1/onboarding/${onboardingToken}`)).body.step, 'company');
  const early = await call<ErrorBody>('POST', `/api/v1/onboarding/${onboardingToken}/schedules`, { body: { names: ['Tower A'] } });
  assert.equal(early.status, 409);
  assert.equal(early.body.error.code, 'WRONG_STEP');
  const company = await call<{ company: { id: string }; step: string }>('POST', `/api/v1/onboarding/${onboardingToken}/company`, {
    body: { name: `Registered ${run}`, numberOfProjects: '2', country: 'CL' },
  });
  assert.equal(company.status, 201, JSON.stringify(company.body));
  assert.equal(company.body.step, 'project');
  const project = await call<{ project: { id: string; budget: number; stage: string }; step: string }>('POST', `/api/v1/onboarding/${onboardingToken}/project`, {
    body: { name: 'Harbor Lofts', type: 'commercial', country: 'CL', currency: 'USD', budget: '1.500.000', sizetype: 'ft2', size: 1200.5 },
  });
  assert.equal(project.status, 201, JSON.stringify(project.body));
  assert.equal(project.body.project.budget, 1500000);
  assert.equal(project.body.project.stage, 'started');
  const schedules = await call<{ schedules: { name: string }[]; step: string }>('POST', `/api/v1/onboarding/${onboardingToken}/schedules`, {
    body: { names: ['Tower A', 'Tower B', 'Podium'] },
  });
  assert.equal(schedules.status, 201, JSON.stringify(schedules.body));
  assert.deepEqual(schedules.body.schedules.map((schedule) => schedule.name), ['Tower A', 'Tower B', 'Podium']);
  const skipped = await call<{ invited: number }>('POST', `/api/v1/onboarding/${onboardingToken}/invite`, { body: { users: [] } });
  assert.deepEqual(skipped.body, { invited: 0 });
  const closed = await call<ErrorBody>('GET', `/api/v1/onboarding/${onboardingToken}`);
  assert.equal(closed.status, 410);
  assert.equal(closed.body.error.details?.closed, true);
  const session = await harness.session(email, PASSWORD, company.body.company.id);
  assert.equal(session.user.role, 'admin');
  const listed = await call<{ schedules: { name: string }[] }>('GET', `/api/v1/projects/${project.body.project.id}/schedules`, { token: session.sessionToken });
  assert.deepEqual(listed.body.schedules.map((schedule) => schedule.name), ['Tower A', 'Tower B', 'Podium']);
});

test('invitation, profile, sign-in: the guest joins with the invited role, whatever the e-mail looks like', async () => {
  const { companyId } = await harness.company(`Inviting ${run}`, domain('inviting'), [{ email: `admin@${domain('inviting')}`, role: 'admin' }]);
  const admin = await harness.session(`admin@${domain('inviting')}`, PASSWORD, companyId);
  const guest = `guest@${domain('guests')}`;
  const superGuest = `super.guest@${domain('guests')}`;
  const invited = await call<{ invited: number }>('POST', '/api/v1/companies/current/invitations', {
    token: admin.sessionToken,
    body: { users: [{ email: guest, role: 'planner' }, { email: '', role: '' }, { email: superGuest, role: 'client' }], lang: 'es' },
  });
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  assert.deepEqual(invited.body, { invited: 2 });
  const mail = await waitForMail(guest);
  assert.match(mail.subject, /te invitó/);
  const token = linkToken(mail, PUBLIC_URL, 'confirmation');
  const inspected = await call<{ email: string; role: string; company: { id: string } }>('GET', `/api/v1/auth/profile-tokens/${token}`);
  assert.equal(inspected.body.role, 'planner');
  assert.equal(inspected.body.company.id, companyId);
  const missing = await call<ErrorBody>('POST', `/api/v1/auth/profile-tokens/${token}`, { body: { name: '', lastname: 'Guest', position: 'Planner', password: PASSWORD } });
  assert.equal(missing.body.error.code, 'VALIDATION_FAILED');
  const profile = await call<SignedUpResponse>('POST', `/api/v1/auth/profile-tokens/${token}`, { body: { name: 'Gus', lastname: 'Guest', position: 'Planner', password: PASSWORD } });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  const session = await harness.session(guest, PASSWORD, companyId);
  assert.equal(session.user.role, 'planner');
  assert.equal(session.permissions['settings.company'], 'SA');
  const superToken = linkToken(await waitForMail(superGuest), PUBLIC_URL, 'confirmation');
  await call('POST', `/api/v1/auth/profile-tokens/${superToken}`, { body: { name: 'Sue', lastname: 'Per', position: 'Director', password: PASSWORD } });
  // Superadmin is granted explicitly, never read off an e-mail that starts with "super".
  assert.equal((await harness.session(superGuest, PASSWORD, companyId)).user.role, 'client');
  const forbidden = await call<ErrorBody>('POST', '/api/v1/companies/current/invitations', {
    token: session.sessionToken,
    body: { users: [{ email: `other@${domain('guests')}`, role: 'planner' }] },
  });
  assert.equal(forbidden.status, 403);
  assert.equal(forbidden.body.error.code, 'NO_PERMISSION');
});

test('forgotten password: mail, new password, old sessions revoked, sign-in with the new one only', async () => {
  const email = `forgetful@${domain('reset')}`;
  const { companyId } = await harness.company(`Reset ${run}`, domain('reset'), [{ email, role: 'planner' }]);
  const before = await harness.session(email, PASSWORD, companyId);
  const unknown = await call('POST', '/api/v1/auth/password-resets', { body: { email: `nobody@${domain('reset')}` } });
  assert.equal(unknown.status, 202);
  assert.equal((await call('POST', '/api/v1/auth/password-resets', { body: { email, lang: 'en' } })).status, 202);
  const token = linkToken(await waitForMail(email), PUBLIC_URL, 'changepassword');
  assert.deepEqual((await call('GET', `/api/v1/auth/password-resets/${token}`)).body, { valid: true, email });
  assert.equal((await call('PUT', `/api/v1/auth/password-resets/${token}`, { body: { password: NEW_PASSWORD } })).status, 204);
  const revoked = await call<ErrorBody>('GET', '/api/v1/auth/me', { token: before.sessionToken });
  assert.equal(revoked.status, 401);
  assert.equal(revoked.body.error.code, 'SESSION_REVOKED');
  assert.equal((await harness.login(email, PASSWORD)).status, 401);
  assert.equal((await harness.login(email, NEW_PASSWORD)).status, 200);
  const reused = await call<ErrorBody>('PUT', `/api/v1/auth/password-resets/${token}`, { body: { password: 'Another2026' } });
  assert.equal(reused.status, 410);
  assert.equal(reused.body.error.code, 'TOKEN_EXPIRED');
  assert.equal(reused.body.error.details?.closed, true);
  assert.equal((await mailsTo(`nobody@${domain('reset')}`)).length, 0);
});

test('expired, used and unknown links; the stored token is only a hash; the sweep removes old tokens', async () => {
  const email = `late@${domain('expiry')}`;
  assert.equal((await call('POST', '/api/v1/auth/register', { body: { email, termsAccepted: true } })).status, 202);
  const token = linkToken(await waitForMail(email), PUBLIC_URL, 'confirmation');
  const stored = await tokenCollection().findOne({ email });
  assert.equal(stored?.tokenHash, hashLinkToken(token));
  assert.ok(!JSON.stringify(stored).includes(token));
  await tokenCollection().updateOne({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  const expired = await call<ErrorBody>('GET', `/api/v1/auth/profile-tokens/${token}`);
  assert.equal(expired.status, 410);
  assert.equal(expired.body.error.code, 'TOKEN_EXPIRED');
  assert.equal(expired.body.error.details?.closed, undefined);
  const unknown = await call<ErrorBody>('GET', `/api/v1/auth/profile-tokens/${'x'.repeat(43)}`);
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.error.code, 'TOKEN_INVALID');
  const wrongPurpose = await call<ErrorBody>('GET', `/api/v1/auth/password-resets/${token}`);
  assert.equal(wrongPurpose.body.error.code, 'TOKEN_INVALID');
  const sweeper = harness.gateway.app.get(LinkTokensSweeper);
  assert.equal(await sweeper.sweepOnce(new Date(Date.now() + 60 * 60 * 1000)), 0, 'kept for a day after expiry');
  assert.ok((await sweeper.sweepOnce(new Date(Date.now() + 25 * 60 * 60 * 1000))) >= 1);
  assert.equal(await tokenCollection().countDocuments({ email }), 0);
});

test('several uses of one link at once: exactly one succeeds, the others see a closed link', async () => {
  for (let round = 0; round < 3; round++) {
    const issued = await tokens().issue({ purpose: 'register', email: `race${round}@${domain('race')}`, data: { role: 'admin' } });
    const profile = { name: 'Ray', lastname: 'Race', position: 'PM', password: PASSWORD };
    const answers = await Promise.all([1, 2, 3].map(() => call<ErrorBody>('POST', `/api/v1/auth/profile-tokens/${issued.token}`, { body: profile })));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 410, 410]);
  }
});

test('a mail that cannot be sent is 502 EMAIL_NOT_SENT and leaves no token behind', async () => {
  const app = harness.gateway.app;
  const deadMail = new LinkMailService(new Mailer('smtp://127.0.0.1:9', 'Tenon <no-reply@tenon.test>'), app.get<GatewaySettings>(GATEWAY_SETTINGS));
  const signup = new SignupService(
    app.get(LinkTokensService),
    deadMail,
    app.get(AccessIdentitiesService),
    app.get(CompaniesRepository),
    app.get(AuthService),
    app.get(ProjectsPort),
    app.get(OnboardingLinksService),
  );
  const email = `unlucky@${domain('nomail')}`;
  await assert.rejects(signup.request({ email, lang: 'en' }), (error: unknown) => {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'EMAIL_NOT_SENT');
    assert.equal(toHttpError(error).status, 502);
    return true;
  });
  assert.equal(await tokenCollection().countDocuments({ email }), 0);
});

test('deactivation revokes the sessions at once; the inactive user may ask to be activated', async () => {
  const adminEmail = `admin@${domain('deact')}`;
  const memberEmail = `member@${domain('deact')}`;
  const { companyId, userIds } = await harness.company(`Deact ${run}`, domain('deact'), [
    { email: adminEmail, role: 'admin' },
    { email: memberEmail, role: 'lastplanner' },
  ]);
  const memberId = userIds[1]!;
  const admin = await harness.session(adminEmail, PASSWORD, companyId);
  const member = [await harness.session(memberEmail, PASSWORD, companyId), await harness.session(memberEmail, PASSWORD, companyId)];
  const deactivated = await call<{ user: CompanyUser; revokedSessions: number }>('POST', `/api/v1/companies/current/users/${memberId}/deactivate`, {
    token: admin.sessionToken,
  });
  assert.equal(deactivated.status, 200, JSON.stringify(deactivated.body));
  assert.equal(deactivated.body.revokedSessions, 2);
  assert.equal(deactivated.body.user.status, 'inactive');
  for (const session of member) assert.equal((await call<ErrorBody>('GET', '/api/v1/auth/me', { token: session.sessionToken })).body.error.code, 'SESSION_REVOKED');
  const refused = await harness.login(memberEmail, PASSWORD);
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error.code, 'USER_INACTIVE');
  assert.equal(refused.body.error.details?.activationRequested, false);
  assert.equal((await call('POST', '/api/v1/auth/activation-requests', { body: { email: memberEmail } })).status, 202);
  const adminMail = await waitForMail(adminEmail);
  assert.ok((adminMail.text ?? '').includes(`${PUBLIC_URL}/settings/company?activate=${memberId}`));
  assert.equal((await harness.login(memberEmail, PASSWORD)).body.error.details?.activationRequested, true);
  const users = await call<{ users: CompanyUser[] }>('GET', '/api/v1/companies/current/users', { token: admin.sessionToken });
  assert.equal(users.body.users.find((user) => user.id === memberId)?.activationRequested, true);
  assert.equal((await call('POST', `/api/v1/companies/current/users/${memberId}/activate`, { token: admin.sessionToken })).status, 200);
  assert.equal((await harness.login(memberEmail, PASSWORD)).status, 200);
  const self = await call<ErrorBody>('POST', `/api/v1/companies/current/users/${userIds[0]}/deactivate`, { token: admin.sessionToken });
  assert.equal(self.status, 409);
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const upload = (content: Buffer, filename: string, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), filename);
  return form;
};

test('images: type by magic bytes, at most 2 MiB, served with cache headers; link-token uploads during onboarding', async () => {
  const { companyId } = await harness.company(`Images ${run}`, domain('images'), [{ email: `admin@${domain('images')}`, role: 'admin' }]);
  const admin = await harness.session(`admin@${domain('images')}`, PASSWORD, companyId);
  const uploaded = await call<{ id: string; url: string }>('POST', '/api/v1/images', { token: admin.sessionToken, form: upload(PNG, 'logo.png', 'image/png') });
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  assert.match(uploaded.body.url, new RegExp(`^/api/v1/images/${uploaded.body.id}\\?expires=\\d+&signature=[\\w-]+$`));
  const served = await call('GET', uploaded.body.url);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.match(served.headers.get('cache-control') ?? '', /^private, max-age=\d+, immutable$/);
  assert.deepEqual(served.raw, PNG);
  const disguised = await call<ErrorBody>('POST', '/api/v1/images', { token: admin.sessionToken, form: upload(Buffer.from('<svg onload="alert(1)"/>'), 'logo.png', 'image/png') });
  assert.equal(disguised.status, 400);
  assert.equal(disguised.body.error.code, 'IMAGE_TYPE_NOT_ALLOWED');
  const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  const tooLarge = await call<ErrorBody>('POST', '/api/v1/images', { token: admin.sessionToken, form: upload(large, 'big.png', 'image/png') });
  assert.equal(tooLarge.status, 400);
  assert.equal(tooLarge.body.error.code, 'IMAGE_TOO_LARGE');
  const exactly = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
  assert.equal((await call('POST', '/api/v1/images', { token: admin.sessionToken, form: upload(exactly, 'max.png', 'image/png') })).status, 201);
  assert.equal((await call('POST', '/api/v1/images', { form: upload(PNG, 'logo.png', 'image/png') })).status, 401);
  const link = await tokens().issue({ purpose: 'register', email: `photo@${domain('images')}`, data: { role: 'admin' } });
  const byLink = await call<{ id: string }>('POST', '/api/v1/images', { headers: { 'x-link-token': link.token }, form: upload(PNG, 'me.png', 'image/png') });
  assert.equal(byLink.status, 201);
  const profile = await call<SignedUpResponse>('POST', `/api/v1/auth/profile-tokens/${link.token}`, {
    body: { name: 'Pat', lastname: 'Photo', position: 'PM', password: PASSWORD, image: byLink.body.id },
  });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  assert.ok(profile.body.user.image?.startsWith(`/api/v1/images/${byLink.body.id}?expires=`), profile.body.user.image ?? 'no image');
  const updated = await call<{ company: { image: string } }>('PATCH', '/api/v1/companies/current', {
    token: admin.sessionToken,
    body: { name: `Images ${run}`, country: 'CL', image: uploaded.body.id },
  });
  assert.equal(updated.body.company.image.split('?')[0], uploaded.body.url.split('?')[0]);
});

test('another company\'s ids are refused with 403 on every endpoint that takes one', async () => {
  const a = await harness.company(`Tenant A ${run}`, domain('tenant-a'), [{ email: `admin@${domain('tenant-a')}`, role: 'admin' }, { email: `pl@${domain('tenant-a')}`, role: 'planner' }]);
  const b = await harness.company(`Tenant B ${run}`, domain('tenant-b'), [{ email: `admin@${domain('tenant-b')}`, role: 'admin' }]);
  const adminA = await harness.session(`admin@${domain('tenant-a')}`, PASSWORD, a.companyId);
  const adminB = await harness.session(`admin@${domain('tenant-b')}`, PASSWORD, b.companyId);
  const plannerOfA = a.userIds[1]!;
  const attempts = [
    call<ErrorBody>('PATCH', `/api/v1/companies/current/users/${plannerOfA}`, { token: adminB.sessionToken, body: { role: 'client' } }),
    call<ErrorBody>('POST', `/api/v1/companies/current/users/${plannerOfA}/deactivate`, { token: adminB.sessionToken }),
    call<ErrorBody>('POST', `/api/v1/companies/current/users/${plannerOfA}/activate`, { token: adminB.sessionToken }),
  ];
  for (const answer of await Promise.all(attempts)) {
    assert.equal(answer.status, 403, JSON.stringify(answer.body));
    assert.equal(answer.body.error.code, 'WRONG_COMPANY');
  }
  const imageOfA = await call<{ id: string }>('POST', '/api/v1/images', { token: adminA.sessionToken, form: upload(PNG, 'a.png', 'image/png') });
  const stolenLogo = await call<ErrorBody>('PATCH', '/api/v1/companies/current', { token: adminB.sessionToken, body: { name: 'B', country: 'US', image: imageOfA.body.id } });
  assert.equal(stolenLogo.status, 403);
  const stolenPhoto = await call<ErrorBody>('PATCH', '/api/v1/users/me', { token: adminB.sessionToken, body: { name: 'B', lastname: 'Admin', image: imageOfA.body.id } });
  assert.equal(stolenPhoto.status, 403);
  const projectOfA = await harness.gateway.app.get(ProjectsPort).createProject(
    { userId: a.userIds[0]!, companyId: a.companyId, role: 'admin', sessionId: `test-${run}`, permissions: defaultPermissionsOf('admin') },
    { name: 'A tower', type: 'commercial', country: 'CL', currency: 'USD', budget: 10, sizetype: 'm2', size: 10 },
  );
  const invite = await call<ErrorBody>('POST', '/api/v1/companies/current/invitations', {
    token: adminB.sessionToken,
    body: { users: [{ email: `spy@${domain('tenant-b')}`, role: 'planner' }], projectId: projectOfA.id },
  });
  assert.equal(invite.status, 403, JSON.stringify(invite.body));
  assert.equal(invite.body.error.code, 'WRONG_COMPANY');
  assert.equal((await mailsTo(`spy@${domain('tenant-b')}`)).length, 0);
  const usersOfB = await call<{ users: CompanyUser[] }>('GET', '/api/v1/companies/current/users', { token: adminB.sessionToken });
  assert.deepEqual(usersOfB.body.users.map((user) => user.email), [`admin@${domain('tenant-b')}`]);
  const companyOfB = await call<{ company: { id: string } }>('GET', '/api/v1/companies/current', { token: adminB.sessionToken });
  assert.equal(companyOfB.body.company.id, b.companyId);
});

test('settings: own profile and password, company users and roles, with the permission of each route', async () => {
  const adminEmail = `admin@${domain('settings')}`;
  const plannerEmail = `planner@${domain('settings')}`;
  const { companyId, userIds } = await harness.company(`Settings ${run}`, domain('settings'), [
    { email: adminEmail, role: 'admin' },
    { email: plannerEmail, role: 'planner' },
  ]);
  const admin = await harness.session(adminEmail, PASSWORD, companyId);
  const planner = await harness.session(plannerEmail, PASSWORD, companyId);
  const me = await call<{ user: { name: string; position: string } }>('PATCH', '/api/v1/users/me', {
    token: planner.sessionToken,
    body: { name: 'Paula', lastname: 'Planner', position: 'Scheduler' },
  });
  assert.equal(me.status, 200, JSON.stringify(me.body));
  assert.equal((await call<{ user: { name: string } }>('GET', '/api/v1/users/me', { token: planner.sessionToken })).body.user.name, 'Paula');
  const wrongCurrent = await call<ErrorBody>('PUT', '/api/v1/users/me/password', { token: planner.sessionToken, body: { currentPassword: 'nope', password: NEW_PASSWORD } });
  assert.equal(wrongCurrent.body.error.code, 'INVALID_CREDENTIALS');
  const weak = await call<ErrorBody>('PUT', '/api/v1/users/me/password', { token: planner.sessionToken, body: { currentPassword: PASSWORD, password: 'alllowercase1' } });
  assert.equal(weak.body.error.code, 'VALIDATION_FAILED');
  assert.equal((await call('PUT', '/api/v1/users/me/password', { token: planner.sessionToken, body: { currentPassword: PASSWORD, password: NEW_PASSWORD } })).status, 200);
  assert.equal((await harness.login(plannerEmail, NEW_PASSWORD)).status, 200);
  const listDenied = await call<ErrorBody>('GET', '/api/v1/companies/current/users', { token: planner.sessionToken });
  assert.equal(listDenied.status, 403);
  assert.equal(listDenied.body.error.code, 'NO_PERMISSION');
  const renameDenied = await call<ErrorBody>('PATCH', '/api/v1/companies/current', { token: planner.sessionToken, body: { name: 'X', country: 'US' } });
  assert.equal(renameDenied.body.error.code, 'NO_PERMISSION');
  const switchDenied = await call<ErrorBody>('PATCH', '/api/v1/companies/current', { token: planner.sessionToken, body: { name: 'X', country: 'US', requireResources: false } });
  assert.equal(switchDenied.body.error.code, 'NO_PERMISSION');
  const promoted = await call<{ user: { role: string } }>('PATCH', `/api/v1/companies/current/users/${userIds[1]}`, { token: admin.sessionToken, body: { role: 'projectleader' } });
  assert.equal(promoted.body.user.role, 'projectleader');
  assert.equal((await call<ErrorBody>('GET', '/api/v1/auth/me', { token: planner.sessionToken })).body.error.code, 'SESSION_REVOKED');
  assert.equal((await harness.session(plannerEmail, NEW_PASSWORD, companyId)).user.role, 'projectleader');
  const lastAdmin = await call<ErrorBody>('PATCH', `/api/v1/companies/current/users/${userIds[0]}`, { token: admin.sessionToken, body: { role: 'planner' } });
  assert.equal(lastAdmin.status, 409);
  assert.equal(lastAdmin.body.error.code, 'LAST_ADMIN');
  const renamed = await call<{ company: { name: string; country: string } }>('PATCH', '/api/v1/companies/current', {
    token: admin.sessionToken,
    body: { name: `Settings ${run} SpA`, country: 'CL', size: 'b', type: 'general_contractor' },
  });
  assert.equal(renamed.body.company.name, `Settings ${run} SpA`);
  // The resources switch: kept when a change leaves it out, and carried by the next session of the company.
  const resourcesOn = await call<{ company: { requireResources: boolean } }>('PATCH', '/api/v1/companies/current', {
    token: admin.sessionToken,
    body: { name: `Settings ${run} SpA`, country: 'CL', requireResources: true },
  });
  assert.equal(resourcesOn.body.company.requireResources, true);
  const keptOn = await call<{ company: { requireResources: boolean; size: string } }>('PATCH', '/api/v1/companies/current', { token: admin.sessionToken, body: { name: `Settings ${run} SpA`, country: 'CL' } });
  assert.equal(keptOn.body.company.requireResources, true, 'a change without the switch leaves it as it was');
  const badSwitch = await call<ErrorBody>('PATCH', '/api/v1/companies/current', { token: admin.sessionToken, body: { name: 'X', country: 'CL', requireResources: 'yes' } });
  assert.equal(badSwitch.status, 400);
  assert.equal((await call<{ company: { name: string } }>('GET', '/api/v1/companies/current', { token: admin.sessionToken })).body.company.name, `Settings ${run} SpA`, 'a refused change changes nothing');
  assert.equal((await harness.session(adminEmail, PASSWORD, companyId)).company.requireResources, true);
  const listed = await call<{ users: CompanyUser[] }>('GET', '/api/v1/companies/current/users', { token: admin.sessionToken });
  assert.deepEqual(listed.body.users.map((user) => [user.email, user.role, user.status]).sort(), [
    [adminEmail, 'admin', 'active'],
    [plannerEmail, 'projectleader', 'active'],
  ]);
  assert.ok(listed.body.users.every((user) => user.lastActive !== null));
});

test('an invitation to a project makes the guest a member of that project', async () => {
  const adminEmail = `admin@${domain('project-invite')}`;
  const { companyId, userIds } = await harness.company(`Project invite ${run}`, domain('project-invite'), [{ email: adminEmail, role: 'admin' }]);
  const project = await harness.gateway.app.get(ProjectsPort).createProject(
    { userId: userIds[0]!, companyId, role: 'admin', sessionId: `test-${run}`, permissions: defaultPermissionsOf('admin') },
    { name: 'Riverside Depot', type: 'commercial', country: 'US', currency: 'USD', budget: 5000, sizetype: 'ft2', size: 900 },
  );
  const admin = await harness.session(adminEmail, PASSWORD, companyId);
  const guest = `foreman@${domain('project-invite')}`;
  const invited = await call<{ invited: number }>('POST', '/api/v1/companies/current/invitations', {
    token: admin.sessionToken,
    body: { users: [{ email: guest, role: 'superintendent' }], projectId: project.id },
  });
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  const token = linkToken(await waitForMail(guest), PUBLIC_URL, 'confirmation');
  const profile = await call('POST', `/api/v1/auth/profile-tokens/${token}`, { body: { name: 'Fer', lastname: 'Foreman', position: 'Foreman', password: PASSWORD } });
  assert.equal(profile.status, 201, JSON.stringify(profile.body));
  const session = await harness.session(guest, PASSWORD, companyId);
  const projects = await call<{ projects: { id: string }[] }>('GET', '/api/v1/projects', { token: session.sessionToken });
  assert.deepEqual(projects.body.projects.map((listed) => listed.id), [project.id]);
});

test('a forwarded read the browser holds is answered 304 by the service, and in full again once it changed', async () => {
  const tenant = await harness.company(`Etag ${run}`, domain('etag'), [{ email: `admin@${domain('etag')}`, role: 'admin' }]);
  const admin = await harness.session(`admin@${domain('etag')}`, PASSWORD, tenant.companyId);
  const auth = { userId: tenant.userIds[0]!, companyId: tenant.companyId, role: 'admin' as const, sessionId: `test-${run}`, permissions: defaultPermissionsOf('admin') };
  await harness.gateway.app.get(ProjectsPort).createProject(auth, { name: 'Etag one', type: 'commercial', country: 'CL', currency: 'USD', budget: 10, sizetype: 'm2', size: 10 });
  const first = await call<{ projects: Array<{ name: string }> }>('GET', '/api/v1/projects', { token: admin.sessionToken });
  assert.equal(first.status, 200);
  const etag = first.headers.get('etag');
  assert.match(etag ?? '', /^"[\w-]{27}"$/, 'the service names the bytes it sent');
  assert.equal(first.headers.get('cache-control'), 'private, no-cache');

  const again = await call('GET', '/api/v1/projects', { token: admin.sessionToken, headers: { 'if-none-match': etag! } });
  assert.equal(again.status, 304);
  assert.equal(again.raw.length, 0);
  assert.equal(again.headers.get('etag'), etag);

  // Another caller holding those bytes gets nothing of this company's: the tag names bytes, not a URL.
  const outsider = await harness.company(`Etag other ${run}`, domain('etag-other'), [{ email: `admin@${domain('etag-other')}`, role: 'admin' }]);
  const other = await harness.session(`admin@${domain('etag-other')}`, PASSWORD, outsider.companyId);
  const theirs = await call<{ projects: unknown[] }>('GET', '/api/v1/projects', { token: other.sessionToken, headers: { 'if-none-match': etag! } });
  assert.equal(theirs.status, 200);
  assert.deepEqual(theirs.body.projects, []);

  await harness.gateway.app.get(ProjectsPort).createProject(auth, { name: 'Etag two', type: 'commercial', country: 'CL', currency: 'USD', budget: 10, sizetype: 'm2', size: 10 });
  const changed = await call<{ projects: Array<{ name: string }> }>('GET', '/api/v1/projects', { token: admin.sessionToken, headers: { 'if-none-match': etag! } });
  assert.equal(changed.status, 200);
  assert.notEqual(changed.headers.get('etag'), etag);
  assert.deepEqual(changed.body.projects.map((project) => project.name).sort(), ['Etag one', 'Etag two']);
});
