import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PDF_JOB_LIMIT_MS, viewOfPdfJob, type PdfJob } from './pdf-job';

const job = (change: Partial<PdfJob>): PdfJob => ({ id: 'j1', companyId: 'c1', userId: 'u1', page: 'gantt', fileName: 'Tower', stage: 'queued', startedAt: 1_000, updatedAt: 1_000, ...change });

test('progress follows the stages, and the time runs until the job finishes', () => {
  const laying = viewOfPdfJob(job({ stage: 'laying-out', updatedAt: 3_000 }), 5_000);
  assert.deepEqual([laying.stage, laying.progress, laying.elapsedMs], ['laying-out', 45, 4_000]);
  const done = viewOfPdfJob(job({ stage: 'done', updatedAt: 9_000, bytes: 2048 }), 60_000);
  assert.deepEqual([done.stage, done.progress, done.elapsedMs, done.bytes], ['done', 100, 8_000, 2048]);
  const stages = (['queued', 'loading', 'laying-out', 'writing', 'done'] as const).map((stage) => viewOfPdfJob(job({ stage }), 2_000).progress);
  assert.deepEqual([...stages].sort((a, b) => a - b), stages, 'never goes back');
});

test('a failure keeps its reason; a job left unfinished past the limit is reported failed', () => {
  assert.equal(viewOfPdfJob(job({ stage: 'failed', error: 'The report did not finish loading; try again' }), 2_000).error, 'The report did not finish loading; try again');
  const running = job({ stage: 'writing', updatedAt: 10_000 });
  assert.equal(viewOfPdfJob(running, 10_000 + PDF_JOB_LIMIT_MS).stage, 'writing', 'still within the limit');
  const lost = viewOfPdfJob(running, 10_000 + PDF_JOB_LIMIT_MS + 31_000);
  assert.deepEqual([lost.stage, lost.progress], ['failed', 100]);
  assert.match(lost.error ?? '', /start it again/);
});
