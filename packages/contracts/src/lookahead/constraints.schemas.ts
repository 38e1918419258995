import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import { constraintPriorities, constraintStatuses, roadblockTypes, type ConstraintPriority, type ConstraintStatus, type RoadblockType } from './constraint-values';

/**
 * Roadblocks (constraints) of a schedule (spec part 3: 2.4, 3, 4): what keeps a lookahead task from being ready.
 * While one is not released, the tasks it blocks are Restricted.
 */

export * from './constraint-values';

export const CONSTRAINT_NAME_MAX = 200;
export const CONSTRAINT_DESCRIPTION_MAX = 5000;
export const CONSTRAINT_AREA_MAX = 120;
export const CONSTRAINT_PEOPLE_MAX = 50;
export const CONSTRAINT_TASKS_MAX = 500;
export const CONSTRAINT_BULK_MAX = 1000;

/** Error codes of the roadblock calls, each with an English and Spanish message in the front end. */
export const constraintErrorCodes = [
  /** Spec 4: a roadblock without commitment cannot be set to released or not released by a bulk change. */
  'CHANGE_NOT_COMMITMENT',
  'CONSTRAINT_TASK_UNKNOWN',
  'CONSTRAINT_SCHEDULE_UNKNOWN',
  'CONSTRAINT_UNKNOWN',
  /** Spec part 3, 6: a subtrade (ACP) names only responsibles of its own subcontract. */
  'RESPONSIBLE_OUTSIDE_SUBCONTRACT',
] as const;
export type ConstraintErrorCode = (typeof constraintErrorCodes)[number];

/** A calendar day, YYYY-MM-DD: the day a responsible commits to clearing the roadblock. */
export const constraintDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD');

const ids = (max: number, what: string) => z.array(objectIdSchema).max(max, `At most ${max} ${what}`).refine((list) => new Set(list).size === list.length, `The ${what} are listed twice`);
const documentLinkSchema = z
  .string()
  .trim()
  .max(2000, 'The document link is too long')
  .refine((link) => link === '' || /^https?:\/\/[^\s]+$/i.test(link), 'The document link must start with http:// or https://');

const constraintFields = {
  name: z.string().trim().min(1, 'The roadblock name is required').max(CONSTRAINT_NAME_MAX, `A roadblock name can have up to ${CONSTRAINT_NAME_MAX} characters`),
  description: z.string().trim().max(CONSTRAINT_DESCRIPTION_MAX, `A description can have up to ${CONSTRAINT_DESCRIPTION_MAX} characters`),
  type: z.enum(roadblockTypes, { error: `The type is one of ${roadblockTypes.join(', ')}` }),
  area: z.string().trim().max(CONSTRAINT_AREA_MAX, `An area can have up to ${CONSTRAINT_AREA_MAX} characters`),
  responsibleIds: ids(CONSTRAINT_PEOPLE_MAX, 'responsibles'),
  reportUserIds: ids(CONSTRAINT_PEOPLE_MAX, 'users to report to'),
  commitmentDate: constraintDateSchema.nullable(),
  priority: z.enum(constraintPriorities, { error: `The priority is one of ${constraintPriorities.join(', ')}` }),
  status: z.enum(constraintStatuses, { error: `The status is one of ${constraintStatuses.join(', ')}` }),
  taskIds: ids(CONSTRAINT_TASKS_MAX, 'tasks'),
  /** Other schedules of the project the roadblock also holds up. */
  scheduleIds: ids(50, 'schedules'),
  documentLink: documentLinkSchema,
};

const scope = { projectId: objectIdSchema, scheduleId: objectIdSchema };

export const listConstraintsRequestSchema = z.object(scope);
export type ListConstraintsRequest = z.infer<typeof listConstraintsRequestSchema>;

export const createConstraintRequestSchema = z.object({
  ...scope,
  name: constraintFields.name,
  description: constraintFields.description.default(''),
  type: constraintFields.type.default('other'),
  area: constraintFields.area.default(''),
  responsibleIds: constraintFields.responsibleIds.default([]),
  reportUserIds: constraintFields.reportUserIds.default([]),
  commitmentDate: constraintFields.commitmentDate.default(null),
  priority: constraintFields.priority.default('Normal'),
  status: z.enum(['draft', 'notreleased', 'notcompromises'], { error: 'A new roadblock is draft, notreleased or notcompromises; release it once created' }).default('notreleased'),
  taskIds: constraintFields.taskIds.default([]),
  scheduleIds: constraintFields.scheduleIds.default([]),
  documentLink: constraintFields.documentLink.default(''),
});
export type CreateConstraintRequest = z.output<typeof createConstraintRequestSchema>;

/** The fields sent are changed, the others kept. */
export const updateConstraintRequestSchema = z.object({
  ...scope,
  constraintId: objectIdSchema,
  name: constraintFields.name.optional(),
  description: constraintFields.description.optional(),
  type: constraintFields.type.optional(),
  area: constraintFields.area.optional(),
  responsibleIds: constraintFields.responsibleIds.optional(),
  reportUserIds: constraintFields.reportUserIds.optional(),
  commitmentDate: constraintFields.commitmentDate.optional(),
  priority: constraintFields.priority.optional(),
  status: constraintFields.status.optional(),
  taskIds: constraintFields.taskIds.optional(),
  scheduleIds: constraintFields.scheduleIds.optional(),
  documentLink: constraintFields.documentLink.optional(),
});
export type UpdateConstraintRequest = z.output<typeof updateConstraintRequestSchema>;

export const constraintRequestSchema = z.object({ ...scope, constraintId: objectIdSchema });
export type ConstraintRequest = z.infer<typeof constraintRequestSchema>;

const bulkIds = z.array(objectIdSchema).min(1, 'Select at least one roadblock').max(CONSTRAINT_BULK_MAX, `At most ${CONSTRAINT_BULK_MAX} roadblocks at once`);

/** Spec 2.4: the mass-action bar's changes, applied to every selected roadblock. */
export const massUpdateConstraintsRequestSchema = z
  .object({
    ...scope,
    constraintIds: bulkIds,
    type: constraintFields.type.optional(),
    commitmentDate: constraintDateSchema.optional(),
    priority: constraintFields.priority.optional(),
    status: constraintFields.status.optional(),
    responsibleIds: constraintFields.responsibleIds.min(1, 'Choose a responsible').optional(),
  })
  .refine((request) => [request.type, request.commitmentDate, request.priority, request.status, request.responsibleIds].some((value) => value !== undefined), {
    message: 'Choose what to change',
    path: ['constraintIds'],
  });
export type MassUpdateConstraintsRequest = z.output<typeof massUpdateConstraintsRequestSchema>;

export const massDeleteConstraintsRequestSchema = z.object({ ...scope, constraintIds: bulkIds });
export type MassDeleteConstraintsRequest = z.infer<typeof massDeleteConstraintsRequestSchema>;

/** A roadblock as the screens show it. */
export interface ConstraintView {
  id: string;
  scheduleId: string;
  name: string;
  description: string;
  type: RoadblockType;
  area: string;
  responsibleIds: string[];
  reportUserIds: string[];
  commitmentDate: string | null;
  priority: ConstraintPriority;
  status: ConstraintStatus;
  taskIds: string[];
  scheduleIds: string[];
  documentLink: string;
  releaseDate: string | null;
  releasedBy: string | null;
  /** How many times the commitment date was moved after it was first set. */
  reschedules: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** A lookahead task a roadblock can block, for the form's task picker. */
export interface ConstraintTaskOption {
  id: string;
  name: string;
  leanStatus: string;
}

export interface ListConstraintsReply {
  constraints: ConstraintView[];
  tasks: ConstraintTaskOption[];
}

/** Every change answers the roadblocks as they are now and the tasks whose lean status the change moved. */
export interface ConstraintsChangeReply {
  constraints: ConstraintView[];
  deletedIds: string[];
  restrictedTasks: Array<{ id: string; leanStatus: string }>;
}

/** `lookahead.constraint.changed.v1`: one per change, keyed by schedule id (analytics' PCR, live screens). */
export interface ConstraintChangedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  change: 'created' | 'updated' | 'released' | 'deleted';
  changedBy: string;
  at: string;
  constraints: Array<Pick<ConstraintView, 'id' | 'status' | 'commitmentDate' | 'releaseDate' | 'type' | 'responsibleIds' | 'taskIds'>>;
}

/** `lookahead.constraint.assigned.v1`: people newly made responsible of a roadblock, to be told by e-mail. */
export interface ConstraintAssignedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  constraintId: string;
  constraintName: string;
  commitmentDate: string | null;
  assignedBy: string;
  responsibleIds: string[];
}

/** `lookahead.constraint.overdue.v1`: a roadblock not released past its commitment date, told once to its responsibles. */
export interface ConstraintOverdueEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  constraintId: string;
  constraintName: string;
  commitmentDate: string;
  responsibleIds: string[];
}

/** `lookahead.task.updated.v1` as the roadblock rule sends it: a task's lean status moved by its roadblocks. */
export interface TaskLeanStatusChangedEvent {
  /** Tells it apart from the task writes published on the same topic (`TaskUpdatedEvent`). */
  change: 'lean-status';
  companyId: string;
  projectId: string;
  scheduleId: string;
  taskId: string;
  activityId: string;
  leanStatus: string;
  leanStatusBeforeRestriction: string | null;
  cause: 'roadblocks';
}
