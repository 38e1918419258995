import { Injectable } from '@nestjs/common';
import { permissionAllows, type AuthContext, type RequiredPermissionCode, type ScheduleScope } from '@tenon/contracts';
import { assertPermission, companyScope, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';

/**
 * Spec part 3, 6: CNCs need ACP, AC or V on `weekly.cnc`. V reads; ACP records CNCs and changes the ones it recorded;
 * AC changes any and manages the project's CNC types. The schedule is checked first: the caller's company's, and a member.
 */
@Injectable()
export class CncAccess {
  constructor(private readonly access: ProjectAccessClient) {}

  async allowed(auth: AuthContext, where: ScheduleScope, min: RequiredPermissionCode): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertPermission(auth, [['weekly.cnc', min]], min === 'V' ? 'You cannot see the causes of non-compliance of this schedule' : 'Causes of non-compliance are read-only for you');
    return companyScope(auth.companyId);
  }

  /** Full access changes every CNC; subcontractor access only the CNCs its user recorded. */
  assertMayChange(auth: AuthContext, createdBy: string): void {
    if (permissionAllows(auth.permissions?.['weekly.cnc'], 'AC') || createdBy === auth.userId) return;
    throw new ServiceError('NOT_CNC_AUTHOR', 'You can change only the causes of non-compliance you recorded', 403);
  }
}
