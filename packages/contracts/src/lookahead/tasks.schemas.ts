import { z } from 'zod';
import { objectIdSchema, scheduleScopeSchema, type WeightingBasisCode } from '../projects/projects.schemas';
import { taskResourcesSchema, type TaskResource } from './lookahead-resources.schemas';

/** Spec part 3, 4 (the same lists as `@tenon/lean`, which the contracts do not import). */
export const taskLeanStatuses = ['Restricted', 'Debit', 'Can', 'Will', 'Committed'] as const;
export type TaskLeanStatus = (typeof taskLeanStatuses)[number];
export const taskStatuses = ['Waiting', 'Doing', 'Done'] as const;
export const taskPriorities = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const TASK_NAME_MAX = 250;
export const TASK_DESCRIPTION_MAX = 5000;
/** Spec part 3, 5: the duration editor stops at 200 days. */
export const TASK_DURATION_MAX = 200;

const taskDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d)?$/, 'must be YYYY-MM-DD or YYYY-MM-DDTHH:mm');
const dayDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD');
const percentSchema = z.number().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100');

/** The fields a planner types; every one optional on an edit. */
const taskFieldShapes = {
  name: z.string().trim().min(1, 'Name is required').max(TASK_NAME_MAX, `at most ${TASK_NAME_MAX} characters`),
  start: taskDateSchema,
  finish: taskDateSchema,
  duration: z.number().int().min(0).max(TASK_DURATION_MAX, `at most ${TASK_DURATION_MAX} days`),
  responsibleIds: z.array(objectIdSchema).max(50),
  subcontractId: objectIdSchema.nullable(),
  tags: z.array(z.string().trim().min(1).max(60)).max(50),
  priority: z.enum(taskPriorities, { message: 'must be Low, Normal, High or Urgent' }),
  progress: percentSchema,
  commitmentPercent: percentSchema,
  description: z.string().max(TASK_DESCRIPTION_MAX, `at most ${TASK_DESCRIPTION_MAX} characters`),
  status: z.enum(taskStatuses, { message: 'must be Waiting, Doing or Done' }),
  leanStatus: z.enum(taskLeanStatuses, { message: 'must be Restricted, Debit, Can, Will or Committed' }),
  /** Materials, machinery and specialities of the schedule the task needs, with quantities (spec part 3, 3). */
  resources: taskResourcesSchema,
};

/** Every field a planner types, each optional: the edit's body and the create's details beyond name and dates. */
const optionalTaskFields = z.object(taskFieldShapes).partial().shape;

const datesInOrder = (fields: { start?: string | undefined; finish?: string | undefined }) =>
  fields.start === undefined || fields.finish === undefined || fields.finish.slice(0, 10) >= fields.start.slice(0, 10);
const reversedDates = { message: 'The finish is before the start', path: ['finish'] };

export const createTaskRequestSchema = scheduleScopeSchema
  .extend({
    activityId: objectIdSchema,
    /** A subtask names the task it belongs to (of the same activity). */
    parentId: objectIdSchema.nullable().default(null),
    ...optionalTaskFields,
    name: taskFieldShapes.name,
    start: taskFieldShapes.start,
    finish: taskFieldShapes.finish,
  })
  .strict()
  .refine(datesInOrder, reversedDates);
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;
export type CreateTaskData = z.output<typeof createTaskRequestSchema>;

export const updateTaskRequestSchema = scheduleScopeSchema
  .extend({
    taskId: objectIdSchema,
    /** The version the edit was made on: an edit of an older one is refused (409 TASK_VERSION_CONFLICT). */
    version: z.number().int().min(1),
    ...optionalTaskFields,
  })
  .strict()
  .refine(datesInOrder, reversedDates);
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;
export type UpdateTaskData = z.output<typeof updateTaskRequestSchema>;

export const taskRefRequestSchema = scheduleScopeSchema.extend({ taskId: objectIdSchema });
export type TaskRefRequest = z.infer<typeof taskRefRequestSchema>;

/** The window asked by the plan screen; `weeks` comes as text in a query string. */
export const lookaheadWindowRequestSchema = scheduleScopeSchema.extend({
  start: dayDateSchema,
  weeks: z.coerce.number().int().min(1, 'a window is 1 to 8 weeks').max(8, 'a window is 1 to 8 weeks'),
});
export type LookaheadWindowRequest = z.input<typeof lookaheadWindowRequestSchema>;
export type LookaheadWindowData = z.output<typeof lookaheadWindowRequestSchema>;

export interface TaskReply {
  id: string;
  scheduleId: string;
  activityId: string;
  parentId: string | null;
  name: string;
  start: string;
  finish: string;
  duration: number;
  responsibleIds: string[];
  subcontractId: string | null;
  tags: string[];
  priority: TaskPriority;
  progress: number;
  commitmentPercent: number;
  description: string;
  status: (typeof taskStatuses)[number];
  leanStatus: TaskLeanStatus;
  leanStatusBeforeRestriction: TaskLeanStatus | null;
  version: number;
  /** How the task leaves its activity's dates. */
  unfit: 'start' | 'end' | 'both' | null;
  /** Roadblocks naming the task that are not released. */
  openRoadblocks: number;
  /** The takt production unit a takt task was made for (the plan's takt mode places it by location); null otherwise. */
  taktUnitId: string | null;
  resources: TaskResource[];
  /** Whether the caller may change it (ACP: only its subcontract's tasks). */
  editable: boolean;
  updatedAt: string;
}

export interface WindowActivity {
  id: string;
  parentId: string | null;
  name: string;
  correlativeId: number;
  /** Outline number in the master plan, "2.1.3". */
  wbs: string;
  start: string;
  finish: string;
  /** The master plan's own progress. */
  progress: number;
  /** Progress rolled up from its tasks by duration, null without tasks. */
  tasksProgress: number | null;
  /** Parent lean status from its tasks; null without tasks. */
  leanStatus: TaskLeanStatus | null;
  subcontractId: string | null;
  isSummary: boolean;
  isOnLookahead: boolean;
}

export interface LookaheadWindowReply {
  scheduleId: string;
  window: { start: string; end: string; weeks: number };
  /** All, one subcontract's tasks, or none (V). */
  editing: { scope: 'all' } | { scope: 'subcontract'; subcontractId: string } | { scope: 'none' };
  activities: WindowActivity[];
  tasks: TaskReply[];
  /** Tasks per lean status over the window's tasks (the indicators panel). */
  leanStatusCounts: Record<TaskLeanStatus, number>;
}

export interface TaskDeletedReply {
  deleted: string[];
}

/** `lookahead.task.updated.v1`, keyed by schedule id: after each task write, for the weekly plan, analytics and live views. */
/** Everything `lookahead.task.updated.v1` carries: a task written by a planner, or moved by its roadblocks. */
export type LookaheadTaskEvent = TaskUpdatedEvent | import('./constraints.schemas').TaskLeanStatusChangedEvent | TasksBatchEvent;

/** Tasks one `TasksBatchEvent` carries at most (a takt task's reply is about 700 bytes of JSON). */
export const TASKS_PER_BATCH_EVENT = 250;

/**
 * `lookahead.task.updated.v1` as bulk takt writes send it (assign, unassign, a generated takt plan): many tasks of one
 * schedule in one message, so consumers write them in bulk rather than one by one. On the same topic as the single
 * task writes so a schedule's task changes stay in one order.
 */
export interface TasksBatchEvent {
  change: 'batch';
  companyId: string;
  projectId: string;
  scheduleId: string;
  written: 'created' | 'updated' | 'deleted';
  /** The tasks after the write (created, updated); empty when deleted. */
  tasks: TaskReply[];
  /** The tasks removed (deleted); empty otherwise. */
  deletedTaskIds: string[];
  /**
   * The activities' progress rolled up from their tasks after the whole write, on the last batch of a write only (empty
   * on the others), so the master plan hears each activity once; null for an activity with no tasks left.
   */
  activityProgress: Array<{ activityId: string; progress: TaskUpdatedEvent['activityProgress'] }>;
  by: string;
}

export interface TaskUpdatedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  taskId: string;
  activityId: string;
  change: 'created' | 'updated' | 'deleted';
  /** The task after the change; null when deleted. */
  task: TaskReply | null;
  /**
   * The activity's progress rolled up from its tasks after the change, for the master plan to take, with the project's
   * weighting basis for rolling it further up its WBS; null when the activity has no tasks left.
   */
  activityProgress: { progress: number; weightingBasis: WeightingBasisCode } | null;
  by: string;
}
