import { z } from 'zod';

/**
 * The read API for BI tools (docs/api/bi-openapi.yaml): one endpoint per kind of row, across every project of the API
 * token's company, paged by `cursor` and refreshed incrementally by `updatedSince`, as JSON or CSV.
 */

export const BI_PAGE_MAX = 5000;
export const BI_PAGE_DEFAULT = 1000;

export const biQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BI_PAGE_MAX).default(BI_PAGE_DEFAULT),
  /** The `nextCursor` of the page before (opaque). */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be the nextCursor of a page')
    .optional(),
  /** Only rows changed at or after this instant (ISO 8601), for an incremental refresh. */
  updatedSince: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), 'must be an ISO 8601 date or instant')
    .optional(),
  /** `csv` is turned into text/csv by the gateway; the service answers the same page either way. */
  format: z.enum(['json', 'csv']).default('json'),
});
export type BiQuery = z.output<typeof biQuerySchema>;

/** The columns of each endpoint, in the order a CSV has them; a JSON item has exactly these fields (plus `updatedAt`). */
export const biColumns = {
  projects: ['projectId', 'name', 'stage', 'planificationDay', 'modules', 'updatedAt'],
  schedules: ['scheduleId', 'projectId', 'name', 'updatedAt', 'deleted', 'deletedAt'],
  activities: [
    'activityId',
    'projectId',
    'scheduleId',
    'parentId',
    'correlativeId',
    'name',
    'isSummary',
    'isMilestone',
    'start',
    'finish',
    'baselineStart',
    'baselineFinish',
    'progress',
    'totalFloatDays',
    'freeFloatDays',
    'critical',
    'updatedAt',
    'deleted',
    'deletedAt',
  ],
  tasks: [
    'taskId',
    'projectId',
    'scheduleId',
    'activityId',
    'name',
    'start',
    'finish',
    'progress',
    'status',
    'leanStatus',
    'commitmentPercent',
    'responsibleIds',
    'subcontractId',
    'openRoadblocks',
    'updatedAt',
    'deleted',
    'deletedAt',
  ],
  roadblocks: ['roadblockId', 'projectId', 'scheduleId', 'status', 'createdOn', 'commitmentDate', 'releaseDate', 'responsibleIds', 'taskIds', 'updatedAt', 'deleted', 'deletedAt'],
  commitments: ['commitmentId', 'projectId', 'scheduleId', 'taskId', 'weekStart', 'week', 'year', 'committedPercent', 'updatedAt', 'deleted', 'deletedAt'],
  'ppc-weeks': ['projectId', 'scheduleId', 'weekStart', 'committed', 'completed', 'ppc', 'updatedAt'],
  cncs: ['cncId', 'projectId', 'scheduleId', 'weekStart', 'typeId', 'status', 'responsibleId', 'lostCommitments', 'updatedAt', 'deleted', 'deletedAt'],
} as const;
export type BiResource = keyof typeof biColumns;
export const biResources = Object.keys(biColumns) as BiResource[];

export type BiRow = Record<string, string | number | boolean | string[] | null>;

export interface BiPage {
  columns: string[];
  items: BiRow[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** Rows matching the query (with `updatedSince`) across all pages. */
  total: number;
}

/** `GET /analytics-v2/config`: the external analytics page /analytics-v2 frames; null when none is set up. */
export interface EmbeddedAnalyticsConfig {
  url: string | null;
}
