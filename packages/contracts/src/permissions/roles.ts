import { z } from 'zod';

export const roles = [
  'superadmin',
  'admin',
  'projectleader',
  'planner',
  'superintendent',
  'subtrade',
  'lastplanner',
  'client',
  'manager',
] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles that see every project of their company and hidden sectors. */
export const companyWideRoles: readonly Role[] = ['superadmin', 'admin'];
