import { Injectable } from '@nestjs/common';
import type { AuthContext, CheckAccessReply, CheckAccessRequest } from '@tenon/contracts';
import { ReadCache, notAMember, notFound, wrongCompany, companyScope, type ServiceError } from '@tenon/service-kit';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { modulesOfProject } from '../entitlements/module-entitlements';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { ProjectsRepository } from '../projects/projects.repository';
import { SchedulesRepository } from '../schedules/schedules.repository';
import { decideProjectAccess, seesWholeCompany, type ProjectAccessDenial } from './project-access';

@Injectable()
export class ProjectAccessService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly memberships: MembershipsRepository,
    private readonly schedules: SchedulesRepository,
    private readonly entitlements: EntitlementsRepository,
    private readonly cache: ReadCache,
  ) {}

  /** Throws WRONG_COMPANY / NOT_A_MEMBER (403) or NOT_FOUND (404) unless the caller may open the project. */
  async assertProjectAccess(auth: AuthContext, projectId: string): Promise<void> {
    const scope = companyScope(auth.companyId);
    const [owner, isMember] = await Promise.all([
      // Cached only when the project is the caller's company's: only its writes move the cache of that company.
      this.cache.read(auth.companyId, `owner:${projectId}`, () => this.projects.ownerOf(projectId), {
        keep: (found) => found?.companyId === auth.companyId,
      }),
      seesWholeCompany(auth.role) ? Promise.resolve(true) : this.memberships.isMember(scope, projectId, auth.userId),
    ]);
    const decision = decideProjectAccess({ owner, caller: auth, isMember });
    if (!decision.allowed) throw denialError(decision.reason);
  }

  /** Answers `projects.access.check` for the other services. */
  async check(auth: AuthContext, request: CheckAccessRequest): Promise<CheckAccessReply> {
    await this.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const [schedule, entitlements, subcontractId] = await Promise.all([
      request.scheduleId === undefined ? Promise.resolve(undefined) : this.schedules.findInProject(scope, request.projectId, request.scheduleId),
      this.entitlements.forProjects(scope, [request.projectId]),
      this.memberships.subcontractOf(scope, request.projectId, auth.userId),
    ]);
    // Hidden schedules are for admin roles only (spec part 1, section 6).
    if (schedule === null || (schedule !== undefined && !schedule.visible && !seesWholeCompany(auth.role))) throw notFound('Schedule');
    return {
      projectId: request.projectId,
      scheduleId: request.scheduleId ?? null,
      modules: modulesOfProject(request.projectId, entitlements),
      subcontractId,
    };
  }
}

function denialError(reason: ProjectAccessDenial): ServiceError {
  switch (reason) {
    case 'NOT_FOUND':
      return notFound('Project');
    case 'WRONG_COMPANY':
      return wrongCompany();
    case 'NOT_A_MEMBER':
      return notAMember();
  }
}
