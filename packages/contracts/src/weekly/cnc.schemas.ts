import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import { CNC_REMOVED_MESSAGE, cncPriorities, cncStatuses, type CncPriority, type CncStatus, type DefaultCncTypeKey } from './cnc-values';

/**
 * Causes of non-compliance (spec part 3: 2.5, 3, 4): why a weekly commitment was not kept, recorded so the team can
 * learn from it. A CNC belongs to a schedule and names its planning week by the week's first day.
 */

export * from './cnc-values';

export const CNC_NAME_MAX = 200;
export const CNC_DESCRIPTION_MAX = 5000;
export const CNC_TYPE_NAME_MAX = 80;
export const CNC_LINKS_MAX = 200;
/** A project keeps its list of causes short enough to choose from. */
export const CNC_TYPES_MAX = 100;

/** Error codes of the CNC calls, each with an English and Spanish message in the front end. */
export const cncErrorCodes = ['CNC_UNKNOWN', 'CNC_TYPE_UNKNOWN', 'CNC_TYPE_NAME_TAKEN', 'CNC_TYPE_IN_USE', 'CNC_TYPES_FULL', 'CNC_TASK_UNKNOWN', 'NOT_CNC_AUTHOR'] as const;
export type CncErrorCode = (typeof cncErrorCodes)[number];

/** A calendar day, YYYY-MM-DD, that exists (no 31 February). */
export const cncDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, 'must be a day of the calendar');

const ids = (what: string) =>
  z
    .array(objectIdSchema)
    .max(CNC_LINKS_MAX, `At most ${CNC_LINKS_MAX} ${what}`)
    .refine((list) => new Set(list).size === list.length, `The ${what} are listed twice`);

const cncFields = {
  name: z.string().trim().min(1, 'The CNC name is required').max(CNC_NAME_MAX, `A CNC name can have up to ${CNC_NAME_MAX} characters`),
  description: z.string().trim().max(CNC_DESCRIPTION_MAX, `A description can have up to ${CNC_DESCRIPTION_MAX} characters`),
  typeId: objectIdSchema,
  /** First day of the planning week the commitment was missed in. */
  weekStart: cncDaySchema,
  responsibleId: objectIdSchema.nullable(),
  status: z.enum(cncStatuses, { error: `The status is one of ${cncStatuses.join(', ')}` }),
  priority: z.enum(cncPriorities, { error: `The priority is one of ${cncPriorities.join(', ')}` }),
  /** An image uploaded through the gateway (`POST /images`), by id; the gateway checks it is the company's. */
  image: objectIdSchema.nullable(),
  /** Lookahead tasks whose commitment the cause explains. */
  taskIds: ids('tasks'),
  /** Task commitments of the week it explains, when recorded while closing the week. */
  commitmentIds: ids('commitments'),
};

const scope = { projectId: objectIdSchema, scheduleId: objectIdSchema };

export const listCncsRequestSchema = z.object(scope);
export type ListCncsRequest = z.infer<typeof listCncsRequestSchema>;

export const createCncRequestSchema = z
  .object({
    ...scope,
    name: cncFields.name,
    description: cncFields.description.default(''),
    typeId: cncFields.typeId,
    weekStart: cncFields.weekStart,
    responsibleId: cncFields.responsibleId.default(null),
    status: cncFields.status.default('unsolved'),
    priority: cncFields.priority.default('Normal'),
    image: cncFields.image.default(null),
    taskIds: cncFields.taskIds.default([]),
    commitmentIds: cncFields.commitmentIds.default([]),
  })
  .strict();
export type CreateCncRequest = z.input<typeof createCncRequestSchema>;
export type CreateCncData = z.output<typeof createCncRequestSchema>;

/** The fields sent are changed, the others kept. */
export const updateCncRequestSchema = z
  .object({
    ...scope,
    cncId: objectIdSchema,
    name: cncFields.name.optional(),
    description: cncFields.description.optional(),
    typeId: cncFields.typeId.optional(),
    weekStart: cncFields.weekStart.optional(),
    responsibleId: cncFields.responsibleId.optional(),
    status: cncFields.status.optional(),
    priority: cncFields.priority.optional(),
    image: cncFields.image.optional(),
    taskIds: cncFields.taskIds.optional(),
    commitmentIds: cncFields.commitmentIds.optional(),
  })
  .strict();
export type UpdateCncRequest = z.input<typeof updateCncRequestSchema>;
export type UpdateCncData = z.output<typeof updateCncRequestSchema>;

export const cncRequestSchema = z.object({ ...scope, cncId: objectIdSchema });
export type CncRequest = z.infer<typeof cncRequestSchema>;

/** CNC types belong to the project; they are reached through one of its schedules, as every weekly call is. */
export const listCncTypesRequestSchema = z.object(scope);
export type ListCncTypesRequest = z.infer<typeof listCncTypesRequestSchema>;

const typeName = z.string().trim().min(1, 'The type name is required').max(CNC_TYPE_NAME_MAX, `A type name can have up to ${CNC_TYPE_NAME_MAX} characters`);

export const createCncTypeRequestSchema = z.object({ ...scope, name: typeName }).strict();
export type CreateCncTypeRequest = z.infer<typeof createCncTypeRequestSchema>;

export const updateCncTypeRequestSchema = z.object({ ...scope, typeId: objectIdSchema, name: typeName }).strict();
export type UpdateCncTypeRequest = z.infer<typeof updateCncTypeRequestSchema>;

export const cncTypeRequestSchema = z.object({ ...scope, typeId: objectIdSchema });
export type CncTypeRequest = z.infer<typeof cncTypeRequestSchema>;

/** A CNC type as the screens show it. */
export interface CncTypeView {
  id: string;
  name: string;
  /** The default it was seeded as, while nobody has renamed it; null for a type the team added. */
  defaultKey: DefaultCncTypeKey | null;
  /** How many CNCs of the project name it: a type in use cannot be deleted. */
  usedBy: number;
}

/** A CNC as the screens show it. */
export interface CncView {
  id: string;
  scheduleId: string;
  name: string;
  description: string;
  typeId: string;
  weekStart: string;
  responsibleId: string | null;
  status: CncStatus;
  priority: CncPriority;
  /** The image's path (`/api/v1/images/<id>`), signed by the gateway on the way out; null without one. */
  image: string | null;
  taskIds: string[];
  commitmentIds: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** A lookahead task a CNC can name, for the form's picker and the table's task names. */
export interface CncTaskOption {
  id: string;
  name: string;
  start: string;
  finish: string;
}

export interface ListCncsReply {
  cncs: CncView[];
  types: CncTypeView[];
  tasks: CncTaskOption[];
}

export interface ListCncTypesReply {
  types: CncTypeView[];
}

export interface CncChangeReply {
  cnc: CncView;
}

/** A removal answers the spec's message key with the id removed. */
export interface CncRemovedReply {
  deletedId: string;
  message: typeof CNC_REMOVED_MESSAGE;
}

/** `weekly.cnc.changed.v1`: one per CNC written, keyed by schedule id (analytics' CNC pie, live screens). */
export interface CncChangedEvent {
  companyId: string;
  projectId: string;
  scheduleId: string;
  change: 'created' | 'updated' | 'deleted';
  changedBy: string;
  at: string;
  cnc: Pick<CncView, 'id' | 'name' | 'typeId' | 'weekStart' | 'status' | 'priority' | 'responsibleId' | 'taskIds' | 'commitmentIds'>;
}
