import { z } from 'zod';
import { moduleKeySchema, type ModuleKey } from '../modules/module-keys';
import { projectSizeSchema } from '../access/access-bodies';
import { projectBudgetSchema, projectImageSchema } from './project-fields.schemas';
import { optionSchema } from './option-schema';
import { weightingBases } from './weighting-bases';
import { COUNTRY_CODES, CURRENCIES, PROJECT_TYPES, SIZE_TYPES } from './project-options';
import type { ProjectsHomeEntry } from './project-settings.schemas';

export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hex id');

export const projectStageSchema = z.enum(['started', 'inoperation', 'suspended', 'stopped', 'finished', 'archived', 'deleted']);
export type ProjectStage = z.infer<typeof projectStageSchema>;

export { weightingBases, type WeightingBasisCode } from './weighting-bases';
export const weightingBasisSchema = z.enum(weightingBases);

export const projectSchema = z.object({
  id: objectIdSchema,
  companyId: objectIdSchema,
  name: z.string(),
  image: z.string().nullable(),
  address: z.string(),
  stage: projectStageSchema,
  country: z.string(),
  currency: z.string(),
  budget: z.number(),
  size: z.number(),
  sizetype: z.string(),
  /** Weekday the planning week starts on, 0 = Sunday. */
  planificationDay: z.number().int().min(0).max(6),
  type: z.string(),
  hoursPerDay: z.number(),
  /** The weighting basis of the master plan's progress roll-up. */
  activityCriterion: weightingBasisSchema,
  modules: z.array(moduleKeySchema),
  startDate: z.string().nullable(),
  finishDate: z.string().nullable(),
  progress: z.number(),
});
export type Project = z.infer<typeof projectSchema>;

export const scheduleSchema = z.object({
  id: objectIdSchema,
  projectId: objectIdSchema,
  name: z.string(),
  order: z.number().int(),
  visible: z.boolean(),
  status: z.string(),
  hoursPerDay: z.number(),
  hoursPerWeek: z.number(),
  dateFormat: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const listProjectsRequestSchema = z.object({});
export type ListProjectsRequest = z.infer<typeof listProjectsRequestSchema>;
/** The projects home: each project with the figures of its schedules' master plans. */
export interface ListProjectsReply {
  projects: ProjectsHomeEntry[];
}

export const getProjectRequestSchema = z.object({ projectId: objectIdSchema });
export type GetProjectRequest = z.infer<typeof getProjectRequestSchema>;
export interface GetProjectReply {
  project: Project;
}

export const listSchedulesRequestSchema = z.object({ projectId: objectIdSchema });
export type ListSchedulesRequest = z.infer<typeof listSchedulesRequestSchema>;
export interface ListSchedulesReply {
  schedules: Schedule[];
}

/** Asked by other services before they touch a project's or schedule's data. */
export const checkAccessRequestSchema = z.object({ projectId: objectIdSchema, scheduleId: objectIdSchema.optional() });
export type CheckAccessRequest = z.infer<typeof checkAccessRequestSchema>;
export interface CheckAccessReply {
  projectId: string;
  scheduleId: string | null;
  modules: ModuleKey[];
  /** The caller's subcontract in this project (their membership's), null when they have none or are not a member. */
  subcontractId: string | null;
}

/** The `{ projectId, scheduleId }` every module first page is asked with. */
export const scheduleScopeSchema = z.object({ projectId: objectIdSchema, scheduleId: objectIdSchema });
export type ScheduleScope = z.infer<typeof scheduleScopeSchema>;

export const createProjectRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  country: optionSchema(COUNTRY_CODES, 'Country'),
  type: optionSchema(PROJECT_TYPES, 'Type'),
  currency: optionSchema(CURRENCIES, 'Currency'),
  budget: projectBudgetSchema,
  size: projectSizeSchema,
  sizetype: optionSchema(SIZE_TYPES, 'Size Type'),
  address: z.string().optional(),
  image: projectImageSchema.nullable().optional(),
  startDate: z.string().nullable().optional(),
  finishDate: z.string().nullable().optional(),
  /** The settings dialog asks for the default schedule; onboarding names the schedules in its next step instead. */
  withDefaultSchedule: z.boolean().optional(),
  /** The first schedule's name, asked by the new-project dialog so a project is never made without one. */
  firstScheduleName: z.string().trim().min(1, 'Schedule Name is required').max(120, 'The schedule name can have up to 120 characters').optional(),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;
export interface CreateProjectReply {
  project: Project;
}

export const createScheduleRequestSchema = z.object({
  projectId: objectIdSchema,
  name: z.string().trim().min(1, 'Schedule Name is required'),
  hoursPerDay: z.number().positive().max(24).optional(),
  hoursPerWeek: z.number().positive().max(168).optional(),
  dateFormat: z.enum(['DD/MM/YY', 'MM/DD/YY', 'DD/MM/YYYY', 'MM/DD/YYYY']).optional(),
});
export type CreateScheduleRequest = z.infer<typeof createScheduleRequestSchema>;
export interface CreateScheduleReply {
  schedule: Schedule;
}
