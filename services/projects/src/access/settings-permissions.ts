import type { AuthContext } from '@tenon/contracts';
import { assertPermission, type PermissionGrant } from '@tenon/service-kit';

// The rules of the gateway's routes (services/gateway/route-permissions.json), checked again by the service that owns the data.
const PROJECT_SETTINGS: PermissionGrant = ['settings.project', 'AC'];
const COMPANY_SETTINGS: PermissionGrant = ['settings.company', 'AC'];
// The Gantt's add modals create a subcontract or tag without opening project settings (spec part 2, 2.4).
const GANTT: PermissionGrant = ['masterplan.gantt', 'AC'];

/** Projects, their schedules, and a project's subcontracts and tags once made: project settings with full access. */
export function assertMayChangeProjectSettings(auth: AuthContext): void {
  assertPermission(auth, [PROJECT_SETTINGS], 'Project settings are read-only for you: changing them needs full access');
}

/** A new subcontract or tag of a project: from project settings or from the Gantt. */
export function assertMayAddProjectOption(auth: AuthContext): void {
  assertPermission(auth, [PROJECT_SETTINGS, GANTT], 'Adding to this project needs full access to project settings or to the Gantt');
}

/** The company's own subcontracts: company settings with full access. */
export function assertMayChangeCompanySettings(auth: AuthContext): void {
  assertPermission(auth, [COMPANY_SETTINGS], 'Company settings are read-only for you: changing them needs full access');
}

/** Who is in a project: project settings, or company settings when an invitation names the project. */
export function assertMayChangeMembers(auth: AuthContext): void {
  assertPermission(auth, [PROJECT_SETTINGS, COMPANY_SETTINGS], "Changing a project's team needs full access to project or company settings");
}
