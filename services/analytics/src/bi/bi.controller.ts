import { Controller } from '@nestjs/common';
import { analyticsRequests, biQuerySchema, type BiQuery, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { BiService } from './bi.service';

/** One request per BI endpoint (docs/api/bi-openapi.yaml). */
@Controller()
export class BiController {
  constructor(private readonly bi: BiService) {}

  @ServiceRequestHandler(analyticsRequests.biProjects, biQuerySchema)
  projects(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'projects', request.data);
  }

  @ServiceRequestHandler(analyticsRequests.biSchedules, biQuerySchema)
  schedules(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'schedules', request.data);
  }

  @ServiceRequestHandler(analyticsRequests.biActivities, biQuerySchema)
  activities(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'activities', request.data);
  }

  @ServiceRequestHandler(analyticsRequests.biTasks, biQuerySchema)
  tasks(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'tasks', request.data);
  }

  @ServiceRequestHandler(analyticsRequests.biRoadblocks, biQuerySchema)
  roadblocks(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'roadblocks', request.data);
  }

  @ServiceRequestHandler(analyticsRequests.biCommitments, biQuerySchema)
  commitments(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'commitments', request.data);
  }

  @ServiceRequestHandler(analyticsRequests.biPpcWeeks, biQuerySchema)
  ppcWeeks(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'ppc-weeks', request.data);
  }

  @ServiceRequestHandler(analyticsRequests.biCncs, biQuerySchema)
  cncs(request: ServiceRequest<BiQuery>) {
    return this.bi.page(request.auth, 'cncs', request.data);
  }
}
