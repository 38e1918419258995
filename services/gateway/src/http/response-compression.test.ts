import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { responseCompression } from './response-compression';

const BIG = { tasks: Array.from({ length: 2_000 }, (_, i) => ({ id: `task-${i}`, name: `Task ${i} of the window`, leanStatus: 'Can' })) };

/** A raw GET, so that the body is read as it came over the wire (fetch would undo the encoding). */
function rawGet(port: number, path: string, acceptEncoding: string | null): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('a large answer goes out in brotli or gzip as the client accepts, a small one or one to a client that accepts neither as it is', async () => {
  const app = express();
  app.use(responseCompression());
  app.get('/big', (_request, response) => void response.json(BIG));
  app.get('/small', (_request, response) => void response.json({ ok: true }));
  app.get('/pdf', (_request, response) => void response.type('application/pdf').send(Buffer.alloc(20_000, 7)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const json = Buffer.from(JSON.stringify(BIG));

    const brotli = await rawGet(port, '/big', 'gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers.vary), /accept-encoding/i);
    assert.deepEqual(brotliDecompressSync(brotli.body), json);
    assert.ok(brotli.body.length * 10 < json.length, `${brotli.body.length} bytes of ${json.length}`);

    const gzip = await rawGet(port, '/big', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzip.body), json);

    const plain = await rawGet(port, '/big', null);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, json);

    const small = await rawGet(port, '/small', 'gzip, br');
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.body.toString(), '{"ok":true}');

    const pdf = await rawGet(port, '/pdf', 'gzip, br');
    assert.equal(pdf.headers['content-encoding'], undefined);
    assert.equal(pdf.body.length, 20_000);
  } finally {
    server.close();
  }
});
