import { Controller } from '@nestjs/common';
import { analyticsFiguresRequestSchema, analyticsRequests, type AnalyticsFilters, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { FiguresService } from './figures.service';

/** One request per chart of the dashboard, each with the dashboard's filters. */
@Controller()
export class FiguresController {
  constructor(private readonly figures: FiguresService) {}

  @ServiceRequestHandler(analyticsRequests.ppcFigures, analyticsFiguresRequestSchema)
  ppc(request: ServiceRequest<AnalyticsFilters>) {
    return this.figures.ppc(request.auth, request.data);
  }

  @ServiceRequestHandler(analyticsRequests.pcrFigures, analyticsFiguresRequestSchema)
  pcr(request: ServiceRequest<AnalyticsFilters>) {
    return this.figures.pcr(request.auth, request.data);
  }

  @ServiceRequestHandler(analyticsRequests.cncFigures, analyticsFiguresRequestSchema)
  cnc(request: ServiceRequest<AnalyticsFilters>) {
    return this.figures.cnc(request.auth, request.data);
  }

  @ServiceRequestHandler(analyticsRequests.roadblockFigures, analyticsFiguresRequestSchema)
  roadblocks(request: ServiceRequest<AnalyticsFilters>) {
    return this.figures.roadblockIndicators(request.auth, request.data);
  }
}
