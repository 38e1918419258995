import { Controller } from '@nestjs/common';
import {
  createProjectRequestSchema,
  getProjectRequestSchema,
  listProjectsRequestSchema,
  projectsRequests,
  type CreateProjectRequest,
  type GetProjectRequest,
  type ListProjectsRequest,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

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
}
