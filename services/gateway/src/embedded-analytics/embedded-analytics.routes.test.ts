import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../domain-error';
import { localRequest, memberAuth, recordingServices } from '../http/local-route.fixtures';
import { embeddedAnalyticsRoutes, embeddedAnalyticsUrl } from './embedded-analytics.routes';

const handle = embeddedAnalyticsRoutes.embeddedAnalyticsConfig.target.handle;

test('the embedded analytics URL comes from ANALYTICS_V2_URL, http(s) only', () => {
  assert.equal(embeddedAnalyticsUrl({ ANALYTICS_V2_URL: 'https://bi.example.com/embed' }), 'https://bi.example.com/embed');
  assert.equal(embeddedAnalyticsUrl({ ANALYTICS_V2_URL: 'javascript:alert(1)' }), null);
  assert.equal(embeddedAnalyticsUrl({}), null);
});

test('the client role is refused the embedded analytics; other roles get the URL', async () => {
  const { services } = recordingServices();
  await assert.rejects(handle(localRequest({ grant: { kind: 'session', auth: { ...memberAuth, role: 'client' } } }), services), (error: unknown) => {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'NO_PERMISSION');
    return true;
  });
  const answer = await handle(localRequest({ grant: { kind: 'session', auth: { ...memberAuth, role: 'planner' } } }), services);
  assert.ok(typeof answer === 'object' && answer !== null && 'url' in answer);
});
