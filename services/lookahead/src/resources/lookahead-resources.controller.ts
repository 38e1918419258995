import { Controller } from '@nestjs/common';
import { lookaheadRequests, lookaheadResourcesRequestSchema, type LookaheadResourcesData, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { LookaheadResourcesService } from './lookahead-resources.service';

@Controller()
export class LookaheadResourcesController {
  constructor(private readonly resources: LookaheadResourcesService) {}

  @ServiceRequestHandler(lookaheadRequests.resourcesWindow, lookaheadResourcesRequestSchema)
  window(request: ServiceRequest<LookaheadResourcesData>) {
    return this.resources.window(request.auth, request.data);
  }
}
