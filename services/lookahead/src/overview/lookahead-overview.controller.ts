import { Controller } from '@nestjs/common';
import { lookaheadOverviewRequestSchema, lookaheadRequests, type ScheduleScope, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { LookaheadOverviewService } from './lookahead-overview.service';

@Controller()
export class LookaheadOverviewController {
  constructor(private readonly overview: LookaheadOverviewService) {}

  @ServiceRequestHandler(lookaheadRequests.overview, lookaheadOverviewRequestSchema)
  get(request: ServiceRequest<ScheduleScope>) {
    return this.overview.overview(request.auth, request.data);
  }
}
