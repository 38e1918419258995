import { test } from 'node:test';
import assert from 'node:assert/strict';
import express from 'express';
import { remoteOrigins, securityHeaders } from './security-headers';

async function headersOf(remoteUrls: Record<string, string>, publicUrl: string): Promise<Headers> {
  const app = express();
  app.use(securityHeaders(remoteUrls, publicUrl));
  app.get('/', (_request, response) => {
    response.send('<!doctype html>');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
}

test('remote origins are the absolute remote URLs only, once each', () => {
  assert.deepEqual(
    remoteOrigins({ masterplan: '/remotes/masterplan/mf-manifest.json', weekly: 'https://weekly.example.com/mf.json', takt: 'https://weekly.example.com/t.json' }),
    ['https://weekly.example.com'],
  );
});

test('the page runs scripts only from its own origin and the remotes\', cannot be framed and sniffs nothing', async () => {
  const headers = await headersOf({ weekly: 'https://weekly.example.com/mf-manifest.json' }, 'http://localhost:8080');
  const csp = headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self' https:\/\/weekly\.example\.com(;|$)/);
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(headers.get('x-content-type-options'), 'nosniff');
  assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
});

test('HSTS is sent when the product is served over TLS', async () => {
  const headers = await headersOf({}, 'https://plan.example.com');
  assert.match(headers.get('strict-transport-security') ?? '', /max-age=31536000/);
});

test('the page frames only itself and the external analytics of /analytics-v2', async () => {
  const csp = async (framed: string | null) => {
    let header = '';
    const response = { setHeader: (name: string, value: string) => (name.toLowerCase() === 'content-security-policy' ? (header = value) : undefined), getHeader: () => undefined, removeHeader: () => undefined };
    await new Promise<void>((done) => securityHeaders({}, 'http://localhost:8080', framed)({ headers: {} } as never, response as never, () => done()));
    return header;
  };
  assert.match(await csp(null), /frame-src 'self'(;|$)/);
  assert.match(await csp('https://bi.example.com/embed?x=1'), /frame-src 'self' https:\/\/bi\.example\.com(;|$)/);
});
