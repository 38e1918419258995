import { Injectable } from '@nestjs/common';
import type { AuthContext, DuplicateTemplateReply, DuplicateTemplateRequest } from '@tenon/contracts';
import { ServiceError, companyScope } from '@tenon/service-kit';
import { assertMayChangeProjectSettings } from '../access/settings-permissions';
import { ProjectsEventsPort } from '../common/projects-events.port';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { modulesOfProject } from '../entitlements/module-entitlements';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { toProjectView } from '../projects/project.view';
import { ProjectsRepository } from '../projects/projects.repository';
import { SchedulesRepository } from '../schedules/schedules.repository';
import { SchedulesService } from '../schedules/schedules.service';
import { SubcontractsService } from '../subcontracts/subcontracts.service';
import { TEMPLATE_COMPANY_ID, TEMPLATE_PROJECT_ID } from './template-project';

/** The free-trial first project (spec part 1, 4: `duplicateProject` then `assignProjectFreeTrialSuperAdmin`). */
@Injectable()
export class TemplateDuplicationService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly schedules: SchedulesRepository,
    private readonly schedulesService: SchedulesService,
    private readonly memberships: MembershipsRepository,
    private readonly entitlements: EntitlementsRepository,
    private readonly subcontracts: SubcontractsService,
    private readonly events: ProjectsEventsPort,
  ) {}

  /**
   * Copies the template project and its schedules into the caller's company under the given name, as a new project
   * (stage started, planning from Monday), with the caller as its creator and, for a free trial, its super admin.
   * FerretDB has no transactions: a copy that fails half-way is removed before the error is answered.
   */
  async duplicate(auth: AuthContext, request: DuplicateTemplateRequest): Promise<DuplicateTemplateReply> {
    assertMayChangeProjectSettings(auth);
    const templateScope = companyScope(TEMPLATE_COMPANY_ID);
    const template = await this.projects.findActive(templateScope, TEMPLATE_PROJECT_ID);
    if (template === null) throw new ServiceError('TEMPLATE_MISSING', 'The template project is not installed', 500);
    const templateSchedules = await this.schedules.listOfProject(templateScope, TEMPLATE_PROJECT_ID, { includeHidden: true });

    const scope = companyScope(auth.companyId);
    const { id: _id, companyId: _companyId, ...fields } = template;
    const project = await this.projects.create(scope, { ...fields, name: request.name.trim(), stage: 'started', planificationDay: 1, progress: 0 });
    try {
      await this.memberships.ensure(scope, {
        projectId: project.id,
        userId: auth.userId,
        isCreator: true,
        isSuperAdmin: request.isFreeTrial && request.creatorIsSuperAdmin,
      });
      const modules = modulesOfProject(project.id, await this.entitlements.forProjects(scope, [project.id]));
      await this.events.projectCreated({ companyId: scope.companyId, projectId: project.id, name: project.name, modules });
      for (const schedule of templateSchedules) {
        await this.schedulesService.addToProject(scope, project.id, schedule);
      }
      await this.subcontracts.createDefault(scope.companyId, project.id);
      return { project: toProjectView(project, modules) };
    } catch (error) {
      await Promise.allSettled([
        this.projects.remove(scope, project.id),
        this.schedules.removeOfProject(scope, project.id),
        this.memberships.removeOfProject(scope, project.id),
      ]);
      throw error;
    }
  }
}
