import { Controller } from '@nestjs/common';
import { masterplanRequests, scheduleFiguresRequestSchema, type ScheduleFiguresRequest, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { ScheduleFiguresService } from './schedule-figures.service';

@Controller()
export class ScheduleFiguresController {
  constructor(private readonly figures: ScheduleFiguresService) {}

  @ServiceRequestHandler(masterplanRequests.scheduleSummaries, scheduleFiguresRequestSchema)
  summaries(request: ServiceRequest<ScheduleFiguresRequest>) {
    return this.figures.summaries(request.auth, request.data);
  }
}
