import { Controller } from '@nestjs/common';
import { analyticsFiguresRequestSchema, analyticsRequests, type AnalyticsFilters, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { CurvesService } from './curves.service';

/** The master plan's charts of the dashboard, with the dashboard's filters (the range limits the S-curve's days). */
@Controller()
export class CurvesController {
  constructor(private readonly curves: CurvesService) {}

  @ServiceRequestHandler(analyticsRequests.curvesFigures, analyticsFiguresRequestSchema)
  curvesFigures(request: ServiceRequest<AnalyticsFilters>) {
    return this.curves.curves(request.auth, request.data);
  }

  @ServiceRequestHandler(analyticsRequests.sectorFigures, analyticsFiguresRequestSchema)
  sectorFigures(request: ServiceRequest<AnalyticsFilters>) {
    return this.curves.sectors(request.auth, request.data);
  }
}
