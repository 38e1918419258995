import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PdfJobView } from '@tenon/contracts/types';
import { followPdfJob } from './pdf-job-follower';

const job = (stage: PdfJobView['stage'], progress: number): PdfJobView => ({ id: 'j1', page: 'gantt', fileName: 'Tower', stage, progress, elapsedMs: 0 });
const noWait = () => Promise.resolve();

test('follows the stages to the end and tells each one', async () => {
  const answers = [job('loading', 20), job('writing', 80), job('done', 100)];
  const seen: string[] = [];
  const last = await followPdfJob(job('queued', 5), { status: () => Promise.resolve(answers.shift()!), wait: noWait, onChange: (j) => seen.push(j.stage) });
  assert.equal(last.stage, 'done');
  assert.deepEqual(seen, ['loading', 'writing', 'done']);
});

test('a failed job ends the following with its reason', async () => {
  const failed = { ...job('failed', 100), error: 'The report did not finish loading; try again' };
  const last = await followPdfJob(job('queued', 5), { status: () => Promise.resolve(failed), wait: noWait, onChange: () => undefined });
  assert.equal(last.error, 'The report did not finish loading; try again');
});

test('a few network hiccups are ridden out; a job the server no longer knows stops at once', async () => {
  let calls = 0;
  const flaky = () => {
    calls += 1;
    return calls <= 3 ? Promise.reject(new Error('network')) : Promise.resolve(job('done', 100));
  };
  assert.equal((await followPdfJob(job('queued', 5), { status: flaky, wait: noWait, onChange: () => undefined })).stage, 'done');
  calls = 0;
  const gone = () => {
    calls += 1;
    return Promise.reject(Object.assign(new Error('Export not found'), { status: 404 }));
  };
  await assert.rejects(followPdfJob(job('queued', 5), { status: gone, wait: noWait, onChange: () => undefined }), /Export not found/);
  assert.equal(calls, 1);
  const down = () => Promise.reject(new Error('network'));
  await assert.rejects(followPdfJob(job('queued', 5), { status: down, wait: noWait, onChange: () => undefined }), /network/);
});
