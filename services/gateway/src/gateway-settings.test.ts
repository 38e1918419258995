import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadJwtSecret, parseRemoteUrls } from './gateway-settings';

test('remotes default to the same origin and can be moved one by one', () => {
  assert.equal(parseRemoteUrls(undefined).takt, '/remotes/takt/mf-manifest.json');
  const moved = parseRemoteUrls('{"takt":"https://takt.example/mf-manifest.json"}');
  assert.equal(moved.takt, 'https://takt.example/mf-manifest.json');
  assert.equal(moved.weekly, '/remotes/weekly/mf-manifest.json');
  assert.throws(() => parseRemoteUrls('["x"]'), /JSON object/);
});

test('without JWT_SECRET a dev secret is generated once and reused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-secret-'));
  const first = loadJwtSecret({}, dir);
  assert.ok(first.length >= 32);
  assert.equal(loadJwtSecret({}, dir), first);
  assert.equal(readFileSync(join(dir, 'gateway', 'jwt-secret'), 'utf8'), first);
  assert.equal(loadJwtSecret({ JWT_SECRET: 'a-production-secret-value' }, dir), 'a-production-secret-value');
  assert.throws(() => loadJwtSecret({ JWT_SECRET: 'short' }, dir), /16 characters/);
});
