/** Where a PDF printed in the background stands, in the order it goes through the stages. */
export const pdfJobStages = ['queued', 'loading', 'laying-out', 'writing', 'done', 'failed'] as const;
export type PdfJobStage = (typeof pdfJobStages)[number];

/** A background print as its owner sees it (`POST /exports/pdf/jobs`, `GET /exports/pdf/jobs/:jobId`). */
export interface PdfJobView {
  id: string;
  /** The printable page's name (`gantt`, `week-report`…). */
  page: string;
  fileName: string;
  stage: PdfJobStage;
  /** 0–100, by stage. */
  progress: number;
  elapsedMs: number;
  /** Why it failed, as the user reads it. */
  error?: string;
  bytes?: number;
}
