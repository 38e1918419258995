import { roles, type Role } from '@tenon/contracts';
import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';

// The roles are the contracts' own: a demo user per role, and a role the product lacks fails the build.
export const ROLES = roles;
export type { Role };

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  lastname: string;
  image: string | null;
  role: Role;
  position: string;
  companyId: string;
}

const people: Record<Role, { name: string; lastname: string; position: string }> = {
  superadmin: { name: 'Sofia', lastname: 'Marquez', position: 'Operations Director' },
  admin: { name: 'Daniel', lastname: 'Okafor', position: 'Planning Manager' },
  projectleader: { name: 'Hannah', lastname: 'Lindqvist', position: 'Project Manager' },
  planner: { name: 'Mateo', lastname: 'Rossi', position: 'Scheduler' },
  superintendent: { name: 'Grace', lastname: 'Whitfield', position: 'General Superintendent' },
  subtrade: { name: 'Luis', lastname: 'Cardenas', position: 'Foreman, Concrete Subcontractor' },
  lastplanner: { name: 'Priya', lastname: 'Raman', position: 'Field Engineer' },
  client: { name: 'Robert', lastname: 'Haines', position: "Owner's Representative" },
  manager: { name: 'Elena', lastname: 'Novak', position: 'Regional Manager' },
};

export const DEMO_USERS: readonly DemoUser[] = ROLES.map((role, index) => ({
  id: demoId('user', index + 1),
  email: `${role}@tenon.demo`,
  ...people[role],
  image: null,
  role,
  companyId: DEMO_COMPANY.id,
}));

export function demoUserByRole(role: Role): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`no demo user for role ${role}`);
  return user;
}
