import { Controller } from '@nestjs/common';
import { analyticsOverviewRequestSchema, analyticsRequests, type ScheduleScope, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { AnalyticsOverviewService } from './analytics-overview.service';

@Controller()
export class AnalyticsOverviewController {
  constructor(private readonly overview: AnalyticsOverviewService) {}

  @ServiceRequestHandler(analyticsRequests.overview, analyticsOverviewRequestSchema)
  get(request: ServiceRequest<ScheduleScope>) {
    return this.overview.overview(request.auth, request.data);
  }
}
