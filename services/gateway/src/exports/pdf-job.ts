import type { PdfJobStage, PdfJobView } from '@tenon/contracts';

/** A PDF printed in the background: kept a while in Redis for its owner to follow and fetch. */
export interface PdfJob {
  id: string;
  companyId: string;
  userId: string;
  /** The printable page's name (`gantt`, `week-report`…). */
  page: string;
  fileName: string;
  stage: PdfJobStage;
  startedAt: number;
  updatedAt: number;
  /** Why it failed, as the user reads it. */
  error?: string;
  bytes?: number;
}

/** Spec part 2, 2.11: an export is given up after 5 minutes; a little more, for the last stage to report. */
export const PDF_JOB_LIMIT_MS = 300_000;
const STALE_AFTER_MS = PDF_JOB_LIMIT_MS + 30_000;

const PROGRESS: Record<PdfJobStage, number> = { queued: 5, loading: 20, 'laying-out': 45, writing: 80, done: 100, failed: 100 };

export const isFinished = (stage: PdfJobStage): boolean => stage === 'done' || stage === 'failed';

/**
 * The job as its owner sees it at `now`. A job still unfinished long after the limit lost the gateway that ran it
 * (a restart): it is reported failed rather than left running for ever.
 */
export function viewOfPdfJob(job: PdfJob, now: number): PdfJobView {
  const stale = !isFinished(job.stage) && now - job.updatedAt > STALE_AFTER_MS;
  const stage = stale ? 'failed' : job.stage;
  return {
    id: job.id,
    page: job.page,
    fileName: job.fileName,
    stage,
    progress: PROGRESS[stage],
    elapsedMs: Math.max(0, (isFinished(job.stage) ? job.updatedAt : now) - job.startedAt),
    ...(stale ? { error: 'The export stopped before it finished; start it again' } : job.error === undefined ? {} : { error: job.error }),
    ...(job.bytes === undefined ? {} : { bytes: job.bytes }),
  };
}
