import { Controller } from '@nestjs/common';
import { taktOverviewRequestSchema, taktRequests, type ScheduleScope, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TaktOverviewService } from './takt-overview.service';

@Controller()
export class TaktOverviewController {
  constructor(private readonly overview: TaktOverviewService) {}

  @ServiceRequestHandler(taktRequests.overview, taktOverviewRequestSchema)
  get(request: ServiceRequest<ScheduleScope>) {
    return this.overview.overview(request.auth, request.data);
  }
}
