import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Redis } from 'ioredis';
import { PdfJobsStore } from './pdf-jobs.store';

/** The few Redis commands the store sends, kept in a map (expiry is Redis's own and not tested here). */
function memoryRedis(): { redis: Redis; keys: () => string[] } {
  const values = new Map<string, string | Buffer>();
  const redis = {
    set: (key: string, value: string | Buffer) => {
      values.set(key, value);
      return Promise.resolve('OK');
    },
    get: (key: string) => Promise.resolve(values.get(key)?.toString() ?? null),
    getBuffer: (key: string) => {
      const value = values.get(key);
      return Promise.resolve(value === undefined ? null : Buffer.from(value));
    },
  };
  return { redis: redis as unknown as Redis, keys: () => [...values.keys()] };
}

test('a printed file is read back only with the company that started its job', async () => {
  const { redis, keys } = memoryRedis();
  const store = new PdfJobsStore(redis, 'test:');
  await store.saveFile('company-a', 'job-1', Buffer.from('%PDF-1.7'));
  assert.equal((await store.file('company-a', 'job-1'))?.toString(), '%PDF-1.7');
  assert.equal(await store.file('company-b', 'job-1'), null, 'another company\'s job id is not found');
  assert.equal(await store.file('company-a', 'job-2'), null);
  assert.ok(keys().every((key) => key.includes('company-a')), 'the company is part of the file\'s key');
});

test('a job is found only by the person of the company that started it', async () => {
  const { redis } = memoryRedis();
  const store = new PdfJobsStore(redis, 'test:');
  await store.save({ id: 'job-1', companyId: 'company-a', userId: 'user-1', page: 'gantt', fileName: 'Tower', stage: 'done', startedAt: 1, updatedAt: 2 });
  assert.equal((await store.find('company-a', 'user-1', 'job-1'))?.fileName, 'Tower');
  assert.equal(await store.find('company-b', 'user-1', 'job-1'), null);
  assert.equal(await store.find('company-a', 'user-2', 'job-1'), null);
});
