import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, signIn } from './support/product';

interface ErrorBody {
  error: { code: string; message: string };
}

test('malformed JSON is refused with 400 and a code', async () => {
  const res = await api<ErrorBody>('POST', '/auth/login', { rawBody: '{"email": "admin@tenon.demo",' });
  assert.equal(res.status, 400);
  assert.equal(res.body.error.code, 'MALFORMED_JSON');
});

test('a body that fails validation names the problem', async () => {
  const res = await api<ErrorBody>('POST', '/auth/login', { body: { email: 'not-an-email' } });
  assert.equal(res.status, 400);
  assert.equal(res.body.error.code, 'VALIDATION_FAILED');
});

test('an unknown API route is 404 with a code', async () => {
  const res = await api<ErrorBody>('GET', '/no-such-route');
  assert.equal(res.status, 404);
  assert.equal(res.body.error.code, 'ROUTE_NOT_FOUND');
});

test('a call without a session is 401', async () => {
  const res = await api<ErrorBody>('GET', '/projects');
  assert.equal(res.status, 401);
});

test('a user token cannot read company data before a company is chosen', async () => {
  const { userToken } = await signIn('planner');
  const res = await api<ErrorBody>('GET', '/projects', { token: userToken });
  assert.equal(res.status, 401);
});

test('the health check reports every service and dependency', async () => {
  const res = await api<{ status: string; services: Record<string, string>; infrastructure: Record<string, string> }>('GET', '/health');
  assert.equal(res.status, 200);
  for (const s of ['projects', 'masterplan', 'lookahead', 'weekly', 'takt', 'analytics']) assert.equal(res.body.services[s], 'up', s);
  for (const d of ['mongodb', 'kafka', 'redis']) assert.equal(res.body.infrastructure[d], 'up', d);
});

test('logging out revokes the session at once', async () => {
  const { sessionToken } = await signIn('admin');
  assert.equal((await api('GET', '/projects', { token: sessionToken })).status, 200);
  assert.equal((await api('DELETE', '/auth/sessions/current', { token: sessionToken })).status, 204);
  const after = await api<ErrorBody>('GET', '/projects', { token: sessionToken });
  assert.equal(after.status, 401);
  assert.equal(after.body.error.code, 'SESSION_REVOKED');
});

test('a client may view plans but has no access to takt planning or settings', async () => {
  const client = await signIn('client');
  assert.equal(client.permissions['masterplan.gantt'], 'V');
  assert.equal(client.permissions['takt.planning'], 'SA');
  const projects = await api<{ projects: { id: string }[] }>('GET', '/projects', { token: client.sessionToken });
  assert.equal(projects.status, 200);
  const project = projects.body.projects[0];
  assert.ok(project, 'the demo client is a member of a project');
  const schedules = await api<{ schedules: { id: string }[] }>('GET', `/projects/${project.id}/schedules`, { token: client.sessionToken });
  const schedule = schedules.body.schedules[0]!;
  const takt = await api<ErrorBody>('GET', `/takt/projects/${project.id}/schedules/${schedule.id}/overview`, { token: client.sessionToken });
  assert.equal(takt.status, 403);
  assert.equal(takt.body.error.code, 'NO_PERMISSION');
});
