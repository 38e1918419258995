import { Controller } from '@nestjs/common';
import { weeklyOverviewRequestSchema, weeklyRequests, type ScheduleScope, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { WeeklyOverviewService } from './weekly-overview.service';

@Controller()
export class WeeklyOverviewController {
  constructor(private readonly overview: WeeklyOverviewService) {}

  @ServiceRequestHandler(weeklyRequests.overview, weeklyOverviewRequestSchema)
  get(request: ServiceRequest<ScheduleScope>) {
    return this.overview.overview(request.auth, request.data);
  }
}
