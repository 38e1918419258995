import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

test('only sign-in and health are public, only opening a session takes the sign-in token', () => {
  const publicRoutes = gatewayRoutes.filter((route) => route.access === 'public').map((route) => route.path);
  assert.deepEqual(publicRoutes.sort(), ['/auth/login', '/health']);
  const userTokenRoutes = gatewayRoutes.filter((route) => route.access === 'user-token').map((route) => route.path);
  assert.deepEqual(userTokenRoutes, ['/auth/sessions']);
});

test('every module page asks for at least view on its own module', () => {
  for (const route of gatewayRoutes) {
    const module = /^\/(masterplan|lookahead|weekly|takt|analytics)\//.exec(route.path)?.[1];
    if (module === undefined) continue;
    assert.ok(typeof route.access === 'object', `${route.path} has no permission`);
    if (typeof route.access === 'object') assert.ok(route.access.key.startsWith(`${module}.`), `${route.path} checks ${route.access.key}`);
  }
});
