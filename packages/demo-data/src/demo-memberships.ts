import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';
import { HARBOR_VIEW, NORTHGATE_MEDICAL } from './demo-projects';
import { demoUserByRole, type Role } from './demo-users';

export interface DemoMembership {
  id: string;
  companyId: string;
  projectId: string;
  userId: string;
  isCreator: boolean;
}

const both = [HARBOR_VIEW.id, NORTHGATE_MEDICAL.id];
const projectsByRole: Record<Role, string[]> = {
  superadmin: both,
  admin: both,
  projectleader: both,
  planner: both,
  superintendent: [HARBOR_VIEW.id],
  subtrade: [HARBOR_VIEW.id],
  lastplanner: [HARBOR_VIEW.id],
  client: [NORTHGATE_MEDICAL.id],
  manager: [NORTHGATE_MEDICAL.id],
};

export const DEMO_MEMBERSHIPS: readonly DemoMembership[] = Object.entries(projectsByRole)
  .flatMap(([role, projectIds]) => projectIds.map((projectId) => ({ role: role as Role, projectId })))
  .map(({ role, projectId }, index) => ({
    id: demoId('membership', index + 1),
    companyId: DEMO_COMPANY.id,
    projectId,
    userId: demoUserByRole(role).id,
    isCreator: role === 'admin',
  }));
