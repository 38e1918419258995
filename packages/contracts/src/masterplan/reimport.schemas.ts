import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import type { ImportWarning, ScheduleFileFormat } from './import.schemas';

const importIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'must be an import id');
/** A newer version of a file can hold as many activities as a plan; choosing them travels as ids. */
const REIMPORT_CHOICES_MAX = 200_000;

/** Upload of a newer version of the schedule's file: read, matched by source ids, answered as a diff. Nothing is written. */
export const readReimportRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  uploadId: z.string().regex(/^[0-9a-f-]{36}$/),
  fileName: z.string().trim().min(1).max(255).default('schedule'),
});
export type ReadReimportRequest = z.input<typeof readReimportRequestSchema>;
export type ReadReimportData = z.output<typeof readReimportRequestSchema>;

/**
 * The part of the diff the planner accepts: added rows by their id in the file, removed and changed rows by their id
 * in the plan. What is not named stays as it is.
 */
export const applyReimportRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  importId: importIdSchema,
  accept: z.object({
    added: z.array(z.string().min(1).max(200)).max(REIMPORT_CHOICES_MAX).default([]),
    removed: z.array(objectIdSchema).max(REIMPORT_CHOICES_MAX).default([]),
    changed: z.array(objectIdSchema).max(REIMPORT_CHOICES_MAX).default([]),
  }),
});
export type ApplyReimportRequest = z.input<typeof applyReimportRequestSchema>;
export type ApplyReimportData = z.output<typeof applyReimportRequestSchema>;

export interface ReimportDateChange {
  fromStart: string;
  toStart: string;
  fromFinish: string;
  toFinish: string;
  /** Working days the start moved on the schedule's default calendar: positive later, negative earlier. */
  startMovedDays: number;
  finishMovedDays: number;
}

/** One matched activity and what the newer file says differently. */
export interface ReimportChangedActivity {
  id: string;
  sourceId: string;
  correlativeId: number;
  name: string;
  dates?: ReimportDateChange;
  rename?: { from: string; to: string };
  /** Working days. */
  duration?: { from: number; to: number };
  progress?: { from: number; to: number };
  /** Constraint as `type` or `type date`, e.g. "snet 2026-03-02T08:00". */
  constraint?: { from: string; to: string };
  /** Predecessors by name, as the file now has them compared with the plan (type and lag included, e.g. "Pour slab FS+2d"). */
  logic?: { added: string[]; removed: string[] };
}

export interface ReimportAddedActivity {
  sourceId: string;
  name: string;
  kind: 'task' | 'milestone' | 'summary';
  start: string;
  finish: string;
  /** The summary it goes under, by name, or null at the top level. */
  parentName: string | null;
}

export interface ReimportRemovedActivity {
  id: string;
  sourceId: string;
  correlativeId: number;
  name: string;
}

export interface ReimportDiff {
  importId: string;
  fileName: string;
  format: ScheduleFileFormat;
  /** The plan version the diff was made against; applying it after someone else saved is refused as a conflict. */
  baseVersion: number;
  added: ReimportAddedActivity[];
  removed: ReimportRemovedActivity[];
  changed: ReimportChangedActivity[];
  unchanged: number;
  /** Activities created in the product (no id from a file): never matched, never removed, listed only as a count. */
  keptFromProduct: number;
  warnings: ImportWarning[];
  expiresAt: string;
}

export interface ApplyReimportReply {
  scheduleId: string;
  version: number;
  added: number;
  removed: number;
  changed: number;
}
