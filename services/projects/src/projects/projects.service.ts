import { Injectable } from '@nestjs/common';
import type {
  AuthContext,
  CreateProjectReply,
  CreateProjectRequest,
  GetProjectReply,
  GetProjectRequest,
  ListProjectsReply,
  UpdateProjectReply,
  UpdateProjectRequest,
} from '@tenon/contracts';
import { notFound, companyScope } from '@tenon/service-kit';
import { assertMayChangeProjectSettings } from '../access/settings-permissions';
import { seesWholeCompany } from '../access/project-access';
import { ProjectAccessService } from '../access/project-access.service';
import { ProjectsEventsPort } from '../common/projects-events.port';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { modulesOfProject } from '../entitlements/module-entitlements';
import { MasterplanClient } from '../home/masterplan.client';
import { projectsHomeEntry } from '../home/projects-home';
import { MembershipsRepository } from '../memberships/memberships.repository';
import type { ScheduleRecord } from '../schedules/schedule.record';
import { SchedulesRepository } from '../schedules/schedules.repository';
import { SchedulesService } from '../schedules/schedules.service';
import { SubcontractsService } from '../subcontracts/subcontracts.service';
import { newProjectFrom } from './new-project';
import { projectChangesFrom } from './project-changes';
import { toProjectView } from './project.view';
import { ProjectsRepository } from './projects.repository';

/** Name of the schedule a project made from the settings dialog starts with. */
export const DEFAULT_SCHEDULE_NAME = 'Schedule 1';

@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly memberships: MembershipsRepository,
    private readonly entitlements: EntitlementsRepository,
    private readonly access: ProjectAccessService,
    private readonly events: ProjectsEventsPort,
    private readonly schedules: SchedulesRepository,
    private readonly schedulesService: SchedulesService,
    private readonly subcontracts: SubcontractsService,
    private readonly masterplan: MasterplanClient,
  ) {}

  /**
   * The projects home: the caller's company projects the user is a member of (admins and superadmins see them all),
   * each with its schedules and the master plan's figures, asked once for the whole list.
   */
  async list(auth: AuthContext): Promise<ListProjectsReply> {
    const scope = companyScope(auth.companyId);
    const memberOf = seesWholeCompany(auth.role) ? undefined : await this.memberships.projectIdsOf(scope, auth.userId);
    const projects = memberOf !== undefined && memberOf.length === 0 ? [] : await this.projects.listActive(scope, memberOf);
    if (projects.length === 0) return { projects: [] };
    const projectIds = projects.map((p) => p.id);
    const [entitlements, schedules] = await Promise.all([
      this.entitlements.forProjects(scope, projectIds),
      this.schedules.listOfProjects(scope, projectIds, { includeHidden: seesWholeCompany(auth.role) }),
    ]);
    const figures = await this.masterplan.figuresOf(auth, schedules.map((s) => s.id));
    const byProject = new Map<string, ScheduleRecord[]>();
    for (const schedule of schedules) byProject.set(schedule.projectId, [...(byProject.get(schedule.projectId) ?? []), schedule]);
    return {
      projects: projects.map((p) => projectsHomeEntry(p, modulesOfProject(p.id, entitlements), byProject.get(p.id) ?? [], figures)),
    };
  }

  async get(auth: AuthContext, request: GetProjectRequest): Promise<GetProjectReply> {
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const project = await this.projects.findActive(scope, request.projectId);
    if (project === null) throw notFound('Project');
    const entitlements = await this.entitlements.forProjects(scope, [project.id]);
    return { project: toProjectView(project, modulesOfProject(project.id, entitlements)) };
  }

  /**
   * The creator becomes a member flagged as creator; the project gets its default subcontract, and its default
   * schedule when asked (onboarding names the schedules in its next step instead).
   */
  async create(auth: AuthContext, request: CreateProjectRequest): Promise<CreateProjectReply> {
    assertMayChangeProjectSettings(auth);
    const scope = companyScope(auth.companyId);
    const project = await this.projects.create(scope, newProjectFrom(request));
    await this.memberships.add(scope, { projectId: project.id, userId: auth.userId, isCreator: true });
    const modules = modulesOfProject(project.id, await this.entitlements.forProjects(scope, [project.id]));
    await this.events.projectCreated({ companyId: scope.companyId, projectId: project.id, name: project.name, modules });
    await this.subcontracts.createDefault(scope.companyId, project.id);
    if (request.firstScheduleName !== undefined || request.withDefaultSchedule === true) {
      await this.schedulesService.addToProject(scope, project.id, { name: request.firstScheduleName ?? DEFAULT_SCHEDULE_NAME });
    }
    return { project: toProjectView(project, modules) };
  }

  /** Project settings (spec part 2, 2.7): the fields sent, validated by the shared schema; stage `deleted` hides it. */
  async update(auth: AuthContext, request: UpdateProjectRequest): Promise<UpdateProjectReply> {
    assertMayChangeProjectSettings(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const changes = projectChangesFrom(request);
    const project = await this.projects.update(scope, request.projectId, changes);
    if (project === null) throw notFound('Project');
    const modules = modulesOfProject(project.id, await this.entitlements.forProjects(scope, [project.id]));
    await this.events.projectUpdated({
      companyId: scope.companyId,
      projectId: project.id,
      changed: Object.keys(changes),
      stage: project.stage,
      planificationDay: project.planificationDay,
    });
    return { project: toProjectView(project, modules) };
  }
}
