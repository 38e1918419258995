import { Injectable } from '@nestjs/common';
import type {
  AuthContext,
  CreateProjectReply,
  CreateProjectRequest,
  GetProjectReply,
  GetProjectRequest,
  ListProjectsReply,
} from '@tenon/contracts';
import { notFound } from '@tenon/service-kit';
import { seesWholeCompany } from '../access/project-access';
import { ProjectAccessService } from '../access/project-access.service';
import { companyScope } from '../common/company-scope';
import { ProjectsEventsPort } from '../common/projects-events.port';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { modulesOfProject } from '../entitlements/module-entitlements';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { newProjectFrom } from './new-project';
import { toProjectView } from './project.view';
import { ProjectsRepository } from './projects.repository';

@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly memberships: MembershipsRepository,
    private readonly entitlements: EntitlementsRepository,
    private readonly access: ProjectAccessService,
    private readonly events: ProjectsEventsPort,
  ) {}

  /** The caller's company projects the user is a member of; admins and superadmins see them all. */
  async list(auth: AuthContext): Promise<ListProjectsReply> {
    const scope = companyScope(auth.companyId);
    const memberOf = seesWholeCompany(auth.role) ? undefined : await this.memberships.projectIdsOf(scope, auth.userId);
    const projects = memberOf !== undefined && memberOf.length === 0 ? [] : await this.projects.listActive(scope, memberOf);
    const entitlements = await this.entitlements.forProjects(scope, projects.map((p) => p.id));
    return { projects: projects.map((p) => toProjectView(p, modulesOfProject(p.id, entitlements))) };
  }

  async get(auth: AuthContext, request: GetProjectRequest): Promise<GetProjectReply> {
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const project = await this.projects.findActive(scope, request.projectId);
    if (project === null) throw notFound('Project');
    const entitlements = await this.entitlements.forProjects(scope, [project.id]);
    return { project: toProjectView(project, modulesOfProject(project.id, entitlements)) };
  }

  /** The creator becomes a member flagged as creator. */
  async create(auth: AuthContext, request: CreateProjectRequest): Promise<CreateProjectReply> {
    const scope = companyScope(auth.companyId);
    const project = await this.projects.create(scope, newProjectFrom(request));
    await this.memberships.add(scope, { projectId: project.id, userId: auth.userId, isCreator: true });
    const modules = modulesOfProject(project.id, await this.entitlements.forProjects(scope, [project.id]));
    await this.events.projectCreated({ companyId: scope.companyId, projectId: project.id, name: project.name, modules });
    return { project: toProjectView(project, modules) };
  }
}
