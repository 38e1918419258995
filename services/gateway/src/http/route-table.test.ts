import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessRoutes } from '../access/access.routes';
import { apiTokenRoutes } from '../api-tokens/api-tokens.routes';
import { biOpenApiRoutes } from '../api-tokens/bi-openapi.routes';
import { embeddedAnalyticsRoutes } from '../embedded-analytics/embedded-analytics.routes';
import { auditRoutes } from '../audit/audit.routes';
import { authRoutes } from '../auth/auth.routes';
import { healthRoutes } from '../health/health.routes';
import { imagesRoutes } from '../images/images.routes';
import { pdfExportRoutes } from '../exports/pdf-export.routes';
import { settingsRoutes } from '../settings/settings.routes';
import { answeredAsSent } from './api-router';
import { describeRoutePermissions, gatewayRoutes } from './route-table';

const SNAPSHOT = join(__dirname, '..', '..', 'route-permissions.json');

test('every route and the permission it needs match the reviewed list in route-permissions.json', () => {
  const reviewed: unknown = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
  assert.deepEqual(
    describeRoutePermissions(),
    reviewed,
    'a route or its permission changed: review it, then update services/gateway/route-permissions.json',
  );
});

test('no two routes share a method and path', () => {
  const keys = gatewayRoutes.map((route) => `${route.method} ${route.path}`);
  assert.equal(new Set(keys).size, keys.length);
});

test('every route a feature declares beside its handler is in the table, once, under its own name', () => {
  const declared = [authRoutes, healthRoutes, accessRoutes, settingsRoutes, auditRoutes, imagesRoutes, pdfExportRoutes, apiTokenRoutes, biOpenApiRoutes, embeddedAnalyticsRoutes].flatMap((routes) => Object.values(routes));
  const local = gatewayRoutes.filter((route) => route.target.kind === 'local');
  assert.deepEqual(new Set(local), new Set(declared));
  assert.equal(local.length, declared.length);
  const names = local.map((route) => (route.target.kind === 'local' ? route.target.name : ''));
  assert.equal(new Set(names).size, names.length);
});

test("public routes are sign-in, health, images by id, the BI API's description and the flows whose link token is the credential", () => {
  const publicRoutes = gatewayRoutes.filter((route) => route.access === 'public').map((route) => route.path);
  const linkOrPublicForm = /^\/(auth\/(login|signup|register|password-resets|activation-requests|profile-tokens)|onboarding\/:token|health$|images\/:imageId$|bi\/openapi\.yaml$)/;
  for (const path of publicRoutes) assert.match(path, linkOrPublicForm, `${path} is public`);
  for (const route of gatewayRoutes.filter((candidate) => candidate.path.includes(':token'))) {
    assert.equal(route.access, 'public', `${route.path}: its token is checked by the flow`);
  }
  const userTokenRoutes = gatewayRoutes.filter((route) => route.access === 'user-token').map((route) => route.path);
  assert.deepEqual(userTokenRoutes, ['/auth/sessions']);
});

test('API tokens open the BI reads and nothing else, and every BI read takes only an API token', () => {
  const apiTokenRoutes = gatewayRoutes.filter((route) => route.access === 'api-token');
  assert.equal(apiTokenRoutes.length, 8);
  for (const route of apiTokenRoutes) {
    assert.equal(route.method, 'GET', `${route.path} is read-only`);
    assert.match(route.path, /^\/bi\//);
  }
  const biReads = gatewayRoutes.filter((route) => route.path.startsWith('/bi/') && route.path !== '/bi/openapi.yaml');
  assert.deepEqual(biReads, apiTokenRoutes);
});

test('settings routes that change the company ask for AC on settings.company', () => {
  const companyChanges = gatewayRoutes.filter((route) => route.path.startsWith('/companies/current') && route.method !== 'GET' && !route.path.endsWith('/invitations'));
  assert.ok(companyChanges.length >= 4);
  for (const route of companyChanges) assert.deepEqual(route.access, { key: 'settings.company', min: 'AC' }, `${route.method} ${route.path}`);
});

test('every module page asks for at least view on its own module', () => {
  for (const route of gatewayRoutes) {
    const module = /^\/(masterplan|lookahead|weekly|takt|analytics)\//.exec(route.path)?.[1];
    if (module === undefined) continue;
    assert.ok(typeof route.access === 'object', `${route.path} has no permission`);
    if (typeof route.access === 'object') assert.ok(route.access.key.startsWith(`${module}.`), `${route.path} checks ${route.access.key}`);
  }
});

test("a read whose reply the gateway adds to, converts or records is never answered 304 by its service; a write never is", () => {
  const rewritten = gatewayRoutes.filter((route) => route.namesMembers === true || route.tabular === true || route.auditedExport === true || route.mailsRequester === true);
  assert.ok(rewritten.some((route) => route.method === 'GET' && route.namesMembers === true), 'the table has reads whose members the gateway names');
  assert.ok(rewritten.some((route) => route.method === 'GET' && route.tabular === true), 'the table has reads the gateway converts to a table');
  for (const route of rewritten) assert.equal(answeredAsSent(route), false, `${route.method} ${route.path}`);
  for (const route of gatewayRoutes.filter((r) => r.method !== 'GET')) assert.equal(answeredAsSent(route), false, `${route.method} ${route.path}`);
  const plain = gatewayRoutes.filter((route) => route.method === 'GET' && !rewritten.includes(route));
  assert.ok(plain.length > 0);
  for (const route of plain) assert.equal(answeredAsSent(route), true, `${route.method} ${route.path}`);
});
