import { Injectable } from '@nestjs/common';
import type { AuthContext, ScheduleScope } from '@tenon/contracts';
import { assertPermission, companyScope, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { TAKT_ROLES } from '../access/takt-access';
import { TaktSettingsRepository } from '../settings/takt-settings.repository';

/**
 * Takt analytics is read under its own permission (`takt.analytics`, spec part 3, 6), with the same takt roles and
 * company switch as takt planning; the schedule must be the caller's company's and they a member of its project.
 */
@Injectable()
export class TaktAnalyticsAccess {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly settings: TaktSettingsRepository,
  ) {}

  async allowed(auth: AuthContext, where: ScheduleScope): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertPermission(auth, TAKT_ROLES.includes(auth.role) ? [['takt.analytics', 'V']] : [], 'Takt analytics is open to superadmins, admins, project leaders and planners');
    const scope = companyScope(auth.companyId);
    if (!(await this.settings.enabled(scope))) throw new ServiceError('TAKT_DISABLED', 'Takt planning is not switched on for this company', 403);
    return scope;
  }
}
