import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localRequest, memberAuth, memberSession, recordingServices } from '../http/local-route.fixtures';
import { apiTokenRoutes } from './api-tokens.routes';

test('API tokens are managed by company admins only, for the session company', async () => {
  for (const route of Object.values(apiTokenRoutes)) assert.deepEqual(route.access, { key: 'settings.company', min: 'AC' });
  const { services, calls } = recordingServices();
  await apiTokenRoutes.apiTokensList.target.handle(localRequest({ grant: memberSession }), services);
  await apiTokenRoutes.apiTokenCreate.target.handle(localRequest({ grant: memberSession, body: { name: 'Power BI', scope: 'bi:read' } }), services);
  await apiTokenRoutes.apiTokenRevoke.target.handle(localRequest({ grant: memberSession, params: { apiTokenId: 'abc' } }), services);
  assert.deepEqual(calls, [
    { call: 'apiTokens.list', args: [memberAuth] },
    { call: 'apiTokens.create', args: [memberAuth, { name: 'Power BI', scope: 'bi:read' }, '203.0.113.7'] },
    { call: 'apiTokens.revoke', args: [memberAuth, 'abc', '203.0.113.7'] },
  ]);
});

test('the token body: a name without control characters, read-only scope only', () => {
  const body = apiTokenRoutes.apiTokenCreate.body!;
  assert.deepEqual(body.parse({ name: '  Power BI  ' }), { name: 'Power BI', scope: 'bi:read' });
  assert.equal(body.safeParse({ name: 'x\u202e' }).success, false);
  assert.equal(body.safeParse({ name: '' }).success, false);
  assert.equal(body.safeParse({ name: 'x', scope: 'write' }).success, false);
  assert.equal(body.safeParse({ name: 'x', companyId: 'other' }).success, false);
});
