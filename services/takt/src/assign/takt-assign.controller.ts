import { Controller } from '@nestjs/common';
import { taktAssignRequestSchema, taktAssignViewRequestSchema, taktRequests, type ServiceRequest, type TaktAssignRequest, type TaktAssignViewRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TaktAssignService } from './takt-assign.service';

@Controller()
export class TaktAssignController {
  constructor(private readonly assignments: TaktAssignService) {}

  @ServiceRequestHandler(taktRequests.assignView, taktAssignViewRequestSchema)
  view(request: ServiceRequest<TaktAssignViewRequest>) {
    return this.assignments.view(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.assign, taktAssignRequestSchema)
  assign(request: ServiceRequest<TaktAssignRequest>) {
    return this.assignments.assign(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.unassign, taktAssignRequestSchema)
  unassign(request: ServiceRequest<TaktAssignRequest>) {
    return this.assignments.unassign(request.auth, request.data);
  }
}
