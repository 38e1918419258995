import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema, type WeightingBasisCode } from '../projects/projects.schemas';
import type { TaskLeanStatus } from '../lookahead/tasks.schemas';

/** Spec part 3, 2.5 and 4 (week commitment): plan the week, commit, edit, remove, close, reset. */

const dayDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD');
const percentSchema = z.number({ message: 'must be a number between 0 and 100' }).min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100');

/** At most this many tasks are committed in one request (a busy week of a large schedule). */
export const WEEK_COMMIT_MAX = 1000;

/** Any day of the week asked; the service answers the planning week holding it. */
export const readWeekRequestSchema = scheduleScopeSchema.extend({ date: dayDateSchema }).strict();
export type ReadWeekRequest = z.infer<typeof readWeekRequestSchema>;

const weekRefShape = { weekStart: dayDateSchema };

export const commitTasksRequestSchema = scheduleScopeSchema
  .extend({
    ...weekRefShape,
    commitments: z
      .array(z.object({ taskId: objectIdSchema, percent: percentSchema }).strict())
      .min(1, 'choose at least one task')
      .max(WEEK_COMMIT_MAX, `at most ${WEEK_COMMIT_MAX} tasks at once`)
      .refine((list) => new Set(list.map((c) => c.taskId)).size === list.length, 'a task is committed once'),
  })
  .strict();
export type CommitTasksRequest = z.infer<typeof commitTasksRequestSchema>;

export const updateCommitmentRequestSchema = scheduleScopeSchema.extend({ ...weekRefShape, commitmentId: objectIdSchema, percent: percentSchema }).strict();
export type UpdateCommitmentRequest = z.infer<typeof updateCommitmentRequestSchema>;

export const removeCommitmentRequestSchema = scheduleScopeSchema.extend({ ...weekRefShape, commitmentId: objectIdSchema }).strict();
export type RemoveCommitmentRequest = z.infer<typeof removeCommitmentRequestSchema>;

export const closeWeekRequestSchema = scheduleScopeSchema
  .extend({
    ...weekRefShape,
    /** Realized percentage of every commitment of the week. */
    realized: z
      .array(z.object({ commitmentId: objectIdSchema, percent: percentSchema }).strict())
      .max(WEEK_COMMIT_MAX)
      .refine((list) => new Set(list.map((c) => c.commitmentId)).size === list.length, 'a commitment is realized once'),
  })
  .strict();
export type CloseWeekRequest = z.infer<typeof closeWeekRequestSchema>;

export const resetWeekRequestSchema = scheduleScopeSchema.extend(weekRefShape).strict();
export type ResetWeekRequest = z.infer<typeof resetWeekRequestSchema>;

export type WeekState = 'not-committed' | 'committed' | 'closed';
export type WeekCommitmentTiming = 'commit_ontime' | 'commit_early' | 'commit_late';

/** A task of the week: Will or Committed, and at least a day inside it. */
export interface WeekTask {
  id: string;
  activityId: string;
  parentId: string | null;
  name: string;
  start: string;
  finish: string;
  progress: number;
  leanStatus: TaskLeanStatus;
  responsibleIds: string[];
  subcontractId: string | null;
  /** Its commitment of this week, if any. */
  commitmentId: string | null;
}

export interface WeekActivity {
  id: string;
  name: string;
  tasks: WeekTask[];
}

export interface TaskCommitment {
  id: string;
  taskId: string;
  activityId: string;
  activityName: string;
  name: string;
  start: string;
  finish: string;
  /** Progress the task will have at the end of the week. */
  committedPercent: number;
  /** Entered when the week closes. */
  realizedPercent: number | null;
  /** The task's progress when it was committed. */
  progressAtCommit: number;
  responsibleIds: string[];
  subcontractId: string | null;
  /** Met once closed (realized reached committed); null while open. */
  met: boolean | null;
  /** Removed from the week: shown in the deleted-tasks list. */
  removed: boolean;
  /** Spec part 3, 4: the deleted-task row's fulfilled mark. */
  fulfilled: boolean;
}

export interface WeekTotals {
  tasks: number;
  committed: number;
  removed: number;
  met: number;
  missed: number;
  /** Mean committed percentage of the week's commitments. */
  committedPercentMean: number | null;
}

export interface WeekPpcPoint {
  weekStart: string;
  week: number;
  year: number;
  ppc: number | null;
}

export interface WeekReply {
  scheduleId: string;
  week: { start: string; end: string; week: number; year: number };
  planificationDay: number;
  days: string[];
  state: WeekState;
  timing: WeekCommitmentTiming | null;
  activities: WeekActivity[];
  commitments: TaskCommitment[];
  removed: TaskCommitment[];
  totals: WeekTotals;
  ppc: number | null;
  closedAt: string | null;
  /** PPC of the last closed weeks up to this one, oldest first. */
  trend: WeekPpcPoint[];
  /** What the caller may do: ACP only with its subcontract's tasks. */
  editing: { scope: 'all' } | { scope: 'subcontract'; subcontractId: string } | { scope: 'none' };
  mayClose: boolean;
  mayReset: boolean;
}

/** `weekly.week.committed.v1`, keyed by schedule id: after a commit, an edit or a removal. */
export interface WeekCommittedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  weekStart: string;
  week: number;
  year: number;
  timing: WeekCommitmentTiming | null;
  commitments: Array<{ commitmentId: string; taskId: string; committedPercent: number }>;
  /** Tasks whose commitment was removed by this change. */
  removedTaskIds: string[];
  /** The project's weighting basis, so the lookahead rolls the tasks' activities up without a caller's session. */
  weightingBasis: WeightingBasisCode;
  by: string;
}

/** `weekly.week.closed.v1`, keyed by schedule id: once per close (a retried close publishes nothing more). */
export interface WeekClosedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  weekStart: string;
  week: number;
  year: number;
  ppc: number | null;
  committed: number;
  met: number;
  missed: number;
  commitments: Array<{ commitmentId: string; taskId: string; committedPercent: number; realizedPercent: number; met: boolean }>;
  weightingBasis: WeightingBasisCode;
  by: string;
}

/** The lookahead's answer for the weekly plan's read model: a schedule's Will/Committed tasks, optionally in a range. */
export const weekTasksRequestSchema = scheduleScopeSchema.extend({ start: dayDateSchema.optional(), end: dayDateSchema.optional() }).strict();
export type WeekTasksRequest = z.infer<typeof weekTasksRequestSchema>;

export interface WeekTaskRow extends Omit<WeekTask, 'commitmentId'> {
  activityName: string;
  version: number;
}

export interface WeekTasksReply {
  tasks: WeekTaskRow[];
}

export const weekErrorCodes = ['COMMITMENT_BELOW_PROGRESS', 'TASK_NOT_IN_WEEK', 'WEEK_CLOSED', 'WEEK_NOT_COMMITTED', 'NOT_A_WEEK_START'] as const;
export type WeekErrorCode = (typeof weekErrorCodes)[number];
