import type { PdfJobView } from '@tenon/contracts/types';

/** How often the job is asked about: its stages last seconds, so a second's lag is not seen. */
export const PDF_POLL_MS = 1_000;
/** Network hiccups tolerated in a row before following gives up (the job itself runs on regardless). */
const MISSES_MAX = 5;

export interface FollowDeps {
  status: (jobId: string) => Promise<PdfJobView>;
  wait: (ms: number) => Promise<void>;
  onChange: (job: PdfJobView) => void;
}

export const isPdfJobOver = (job: PdfJobView): boolean => job.stage === 'done' || job.stage === 'failed';

/**
 * Follows a background print until it is done or failed, whether or not the dialog that started it is still open, so
 * closing the dialog never loses the PDF. A job the server no longer knows (404) ends the following at once.
 */
export async function followPdfJob(first: PdfJobView, deps: FollowDeps): Promise<PdfJobView> {
  let job = first;
  let misses = 0;
  while (!isPdfJobOver(job)) {
    await deps.wait(PDF_POLL_MS);
    try {
      job = await deps.status(job.id);
      misses = 0;
      deps.onChange(job);
    } catch (error) {
      misses += 1;
      const gone = typeof error === 'object' && error !== null && (error as { status?: number }).status === 404;
      if (gone || misses >= MISSES_MAX) throw error;
    }
  }
  return job;
}
