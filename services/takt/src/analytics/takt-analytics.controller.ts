import { Controller } from '@nestjs/common';
import { taktAnalyticsRequestSchema, taktRequests, type ServiceRequest, type TaktAnalyticsRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TaktAnalyticsService } from './takt-analytics.service';

@Controller()
export class TaktAnalyticsController {
  constructor(private readonly analytics: TaktAnalyticsService) {}

  @ServiceRequestHandler(taktRequests.analytics, taktAnalyticsRequestSchema)
  get(request: ServiceRequest<TaktAnalyticsRequest>) {
    return this.analytics.figures(request.auth, request.data);
  }
}
