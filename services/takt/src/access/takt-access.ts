import { Injectable } from '@nestjs/common';
import type { AuthContext, Role, ScheduleScope } from '@tenon/contracts';
import { assertPermission, companyScope, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { TaktSettingsRepository } from '../settings/takt-settings.repository';

/** Spec part 3, 6: takt planning is open to these roles only; a subcontractor never plans takt. */
export const TAKT_ROLES: readonly Role[] = ['superadmin', 'admin', 'projectleader', 'planner'];

/**
 * Resource-level access to a schedule's takt plan, checked again here after the gateway: the schedule is the caller's
 * company's and they are a member, their role plans takt, their takt permission reaches `min`, and the company has
 * takt switched on.
 */
@Injectable()
export class TaktAccess {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly settings: TaktSettingsRepository,
  ) {}

  async allowed(auth: AuthContext, where: ScheduleScope, min: 'V' | 'AC'): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertPermission(auth, TAKT_ROLES.includes(auth.role) ? [['takt.planning', min]] : [], 'Takt planning is open to superadmins, admins, project leaders and planners');
    const scope = companyScope(auth.companyId);
    if (!(await this.settings.enabled(scope))) throw new ServiceError('TAKT_DISABLED', 'Takt planning is not switched on for this company', 403);
    return scope;
  }
}
