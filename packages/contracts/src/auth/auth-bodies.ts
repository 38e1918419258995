import { z } from 'zod';
import { roleSchema } from '../permissions/roles';
import type { PermissionTable } from '../permissions/permission-keys';
import { emailSchema } from '../access/email-rules';

/** Password minimum at sign-in (creation asks for 8). */
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(LOGIN_PASSWORD_MIN),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const createSessionBodySchema = z.object({ companyId: z.string().min(1) });
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  position: z.string(),
  /** Spec part 2, 6 (report_tasks): mailed the weekly commitment and closure reports of their projects. */
  reportTasks: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export interface CompanySummary {
  id: string;
  name: string;
  image: string | null;
}

export interface LoginResponse {
  token: string;
  user: PublicUser;
  companies: CompanySummary[];
}

/** The company of a session, with the settings that change what its screens offer. */
export interface SessionCompany extends CompanySummary {
  /** Spec part 2, 2.3 (require_resources): the master plan has a resources page. The gateway always sends it; a
   * session a browser kept from before it did lacks it. */
  requireResources?: boolean;
}

export interface SessionResponse {
  sessionToken: string;
  permissions: PermissionTable;
  company: SessionCompany;
  user: PublicUser;
}

export interface MeResponse {
  user: PublicUser;
  company: SessionCompany;
  permissions: PermissionTable;
}

export type DependencyHealth = 'up' | 'down';
export interface HealthResponse {
  status: 'ok' | 'degraded';
  services: Record<string, 'up' | 'down'>;
  infrastructure: { mongodb: DependencyHealth; kafka: DependencyHealth; redis: DependencyHealth };
}
