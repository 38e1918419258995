import { Controller } from '@nestjs/common';
import {
  analyticsFiguresRequestSchema,
  analyticsRequests,
  recordLoadTimeRequestSchema,
  type AnalyticsFilters,
  type RecordLoadTimeRequest,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { LoadTimesService } from './load-times.service';

@Controller()
export class LoadTimesController {
  constructor(private readonly loadTimes: LoadTimesService) {}

  @ServiceRequestHandler(analyticsRequests.recordLoadTime, recordLoadTimeRequestSchema)
  record(request: ServiceRequest<RecordLoadTimeRequest>) {
    return this.loadTimes.record(request.auth, request.data);
  }

  @ServiceRequestHandler(analyticsRequests.loadTimeFigures, analyticsFiguresRequestSchema)
  figures(request: ServiceRequest<AnalyticsFilters>) {
    return this.loadTimes.figuresOf(request.auth, request.data);
  }
}
