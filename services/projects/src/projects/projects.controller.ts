import { Controller } from '@nestjs/common';
import {
  createProjectRequestSchema,
  duplicateTemplateRequestSchema,
  getProjectRequestSchema,
  listProjectsRequestSchema,
  projectsRequests,
  updateProjectRequestSchema,
  type CreateProjectRequest,
  type DuplicateTemplateRequest,
  type GetProjectRequest,
  type ListProjectsRequest,
  type ServiceRequest,
  type UpdateProjectRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TemplateDuplicationService } from '../templates/template-duplication.service';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly templates: TemplateDuplicationService,
  ) {}

  @ServiceRequestHandler(projectsRequests.listProjects, listProjectsRequestSchema)
  list(request: ServiceRequest<ListProjectsRequest>) {
    return this.projects.list(request.auth);
  }

  @ServiceRequestHandler(projectsRequests.getProject, getProjectRequestSchema)
  get(request: ServiceRequest<GetProjectRequest>) {
    return this.projects.get(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.createProject, createProjectRequestSchema)
  create(request: ServiceRequest<CreateProjectRequest>) {
    return this.projects.create(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.updateProject, updateProjectRequestSchema)
  update(request: ServiceRequest<UpdateProjectRequest>) {
    return this.projects.update(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.duplicateTemplate, duplicateTemplateRequestSchema)
  duplicateTemplate(request: ServiceRequest<DuplicateTemplateRequest>) {
    return this.templates.duplicate(request.auth, request.data);
  }
}
