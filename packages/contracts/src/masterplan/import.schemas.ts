import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';

/** The largest schedule file the importer takes (MSPDI exports of big programmes reach tens of megabytes). */
export const SCHEDULE_FILE_MAX_BYTES = 60 * 1024 * 1024;
/** File extensions the importer offers to pick; the content decides the format, not the name. */
export const SCHEDULE_FILE_EXTENSIONS = ['.xml', '.xer'] as const;
export const scheduleFileFormats = ['mspdi', 'xer', 'p6xml'] as const;
export type ScheduleFileFormat = (typeof scheduleFileFormats)[number];

const fileNameSchema = z.string().trim().min(1).max(255);
/** A project inside a multi-project XER, by its P6 `proj_id`. */
const sourceProjectIdSchema = z.string().trim().min(1).max(100);
const importIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'must be an import id');

/**
 * Upload → preview. The gateway keeps the uploaded bytes a few minutes under `uploadId` (the file is too large for a
 * Kafka message) and the service takes them from there; the body of the HTTP call is the file itself.
 */
export const readImportRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  uploadId: z.string().regex(/^[0-9a-f-]{36}$/),
  fileName: fileNameSchema.default('schedule'),
});
export type ReadImportRequest = z.input<typeof readImportRequestSchema>;
export type ReadImportData = z.output<typeof readImportRequestSchema>;

/** The preview again for another project of the same file (a multi-project XER), without uploading it again. */
export const chooseImportProjectRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  importId: importIdSchema,
  sourceProjectId: sourceProjectIdSchema,
});
export type ChooseImportProjectRequest = z.infer<typeof chooseImportProjectRequestSchema>;

/** Finish: the previewed plan becomes version 1 of the schedule's plan. */
export const finishImportRequestSchema = z.object({ projectId: objectIdSchema, scheduleId: objectIdSchema, importId: importIdSchema });
export type FinishImportRequest = z.infer<typeof finishImportRequestSchema>;

export interface ImportWarning {
  /** Stable kind (`link-outside-file`, `lag-converted`, ...). */
  code: string;
  count: number;
  /** English sentence with the count, as the reader wrote it. */
  message: string;
  examples: string[];
}

export interface ImportCounts {
  /** Every row: tasks, milestones and summaries. */
  activities: number;
  tasks: number;
  milestones: number;
  summaries: number;
  links: number;
  calendars: number;
  resources: number;
}

export interface ImportPreview {
  importId: string;
  fileName: string;
  format: ScheduleFileFormat;
  /** The project's name in the file, when it has one. */
  projectName: string | null;
  /** The projects of the file; more than one only in a multi-project XER. */
  projects: Array<{ id: string; name: string }>;
  sourceProjectId: string | null;
  counts: ImportCounts;
  /** `YYYY-MM-DDTHH:mm`, null for a file without activities. */
  start: string | null;
  finish: string | null;
  /** The file's status (data) date, when it has one. */
  dataDate: string | null;
  warnings: ImportWarning[];
  /** After this the preview is gone and the file must be uploaded again. */
  expiresAt: string;
}

export interface FinishImportReply {
  scheduleId: string;
  version: number;
  activities: number;
  links: number;
  calendars: number;
}
