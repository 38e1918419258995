import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';
import { scheduleFileFormats } from './import.schemas';

/** The plan as a file MS Project or P6 opens: MSPDI, XER or P6 XML (spec 2 §2.11). */
export const exportPlanRequestSchema = z.object({
  projectId: objectIdSchema,
  scheduleId: objectIdSchema,
  format: z.enum(scheduleFileFormats),
  /** The schedule's name as the planner sees it: the file's name and the project name inside it. */
  name: z.string().trim().min(1).max(120).default('Schedule'),
});
export type ExportPlanRequest = z.input<typeof exportPlanRequestSchema>;
export type ExportPlanData = z.output<typeof exportPlanRequestSchema>;

export interface ExportPlanReply {
  /** The schedule's name with the format's extension, safe as a file name. */
  fileName: string;
  mediaType: string;
  /** The file's text (UTF-8). */
  content: string;
  activities: number;
  links: number;
}
