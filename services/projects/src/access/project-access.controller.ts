import { Controller } from '@nestjs/common';
import { checkAccessRequestSchema, projectsRequests, type CheckAccessRequest, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { ProjectAccessService } from './project-access.service';

@Controller()
export class ProjectAccessController {
  constructor(private readonly access: ProjectAccessService) {}

  @ServiceRequestHandler(projectsRequests.checkAccess, checkAccessRequestSchema)
  check(request: ServiceRequest<CheckAccessRequest>) {
    return this.access.check(request.auth, request.data);
  }
}
