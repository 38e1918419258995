import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { cacheControlFor, staticFrontendsRouter } from './static-frontends';

test('content-named chunks and hash-queried entries are kept for a year; pages, entries and manifests are asked again', () => {
  assert.equal(cacheControlFor('/dist/843.02967730.js', '/remotes/weekly/843.02967730.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/dist/__federation_expose_Module.0a5cd1fe.js', '/remotes/weekly/__federation_expose_Module.0a5cd1fe.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/dist/main.js', '/main.js?7f02330718d86b82afd0'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/dist/main.js', '/main.js'), 'no-cache');
  assert.equal(cacheControlFor('/dist/remoteEntry.js', '/remotes/weekly/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/dist/mf-manifest.json', '/remotes/weekly/mf-manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/dist/index.html', '/'), 'no-cache');
});

test('the served front ends carry those headers, and a client route falls back to the page', async () => {
  const root = mkdtempSync(join(tmpdir(), 'frontends-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(join(root, 'mfe-weekly', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'shell', 'dist', '87.55dc7033.js'), 'chunk');
  writeFileSync(join(root, 'mfe-weekly', 'dist', 'remoteEntry.js'), 'entry');
  const app = express();
  app.use(staticFrontendsRouter(root, { weekly: '/remotes/weekly/mf-manifest.json' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    const chunk = await fetch(`${base}/87.55dc7033.js`);
    assert.equal(await chunk.text(), 'chunk');
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const entry = await fetch(`${base}/remotes/weekly/remoteEntry.js`);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const route = await fetch(`${base}/weeklyplan/commintments/p/s`);
    assert.equal(await route.text(), '<!doctype html>');
    assert.equal(route.headers.get('cache-control'), 'no-cache');
    // The module's code is on its way with the page.
    assert.match(route.headers.get('link') ?? '', /<\/remotes\/weekly\/mf-manifest\.json>; rel=preload; as=fetch; crossorigin/);
    const shellPage = await fetch(`${base}/projects`);
    assert.equal(await shellPage.text(), '<!doctype html>');
    assert.equal(shellPage.headers.get('link'), null);
    const missing = await fetch(`${base}/remotes/weekly/nothing.js`);
    assert.equal(missing.status, 404);
  } finally {
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
