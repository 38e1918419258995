import { z } from 'zod';
import { projectSizeSchema } from '../access/access-bodies';
import { objectIdSchema, projectStageSchema, weightingBasisSchema, type Project } from './projects.schemas';
import { projectBudgetSchema, projectImageSchema } from './project-fields.schemas';
import { optionSchema } from './option-schema';
import { COUNTRY_CODES, CURRENCIES, PROJECT_TYPES, SIZE_TYPES } from './project-options';

const requiredText = (field: string) => z.string().trim().min(1, `${field} is required`).max(200);

/** `PATCH /projects/:projectId`: any of the project form's fields; a field sent must be valid (spec 5). */
export const updateProjectRequestSchema = z.object({
  projectId: objectIdSchema,
  name: requiredText('Name').optional(),
  type: optionSchema(PROJECT_TYPES, 'Type').optional(),
  country: optionSchema(COUNTRY_CODES, 'Country').optional(),
  currency: optionSchema(CURRENCIES, 'Currency').optional(),
  budget: projectBudgetSchema.optional(),
  sizetype: optionSchema(SIZE_TYPES, 'Size Type').optional(),
  size: projectSizeSchema.optional(),
  image: projectImageSchema.nullable().optional(),
  address: z.string().trim().max(300).optional(),
  /** Weekday the planning week starts on, 0 = Sunday. */
  planificationDay: z.number().int().min(0).max(6).optional(),
  stage: projectStageSchema.optional(),
  hoursPerDay: z.number().positive().max(24).optional(),
  activityCriterion: weightingBasisSchema.optional(),
});
export type UpdateProjectRequest = z.infer<typeof updateProjectRequestSchema>;
export interface UpdateProjectReply {
  project: Project;
}

/** The free-trial first project: a copy of the installation's template project (spec 4, `duplicateProject`). */
export const duplicateTemplateRequestSchema = z.object({
  name: requiredText('Name'),
  isFreeTrial: z.boolean().default(true),
  /** The spec's `assignProjectFreeTrialSuperAdmin`: the creator is the project's super admin too. */
  creatorIsSuperAdmin: z.boolean().default(true),
});
export type DuplicateTemplateRequest = z.infer<typeof duplicateTemplateRequestSchema>;
export interface DuplicateTemplateReply {
  project: Project;
}

/** A schedule as the projects home shows it; figures are null when the master plan did not answer in time. */
export interface ProjectsHomeSchedule {
  id: string;
  name: string;
  startDate: string | null;
  finishDate: string | null;
  progress: number | null;
}

/** A project of the projects home: its fields, and figures from its schedules' master plans (null when unknown). */
export interface ProjectsHomeEntry extends Omit<Project, 'progress' | 'startDate' | 'finishDate'> {
  startDate: string | null;
  finishDate: string | null;
  /** 0-100. */
  progress: number | null;
  plannedProgress: number | null;
  /** progress − plannedProgress. */
  variance: number | null;
  schedules: ProjectsHomeSchedule[];
}
