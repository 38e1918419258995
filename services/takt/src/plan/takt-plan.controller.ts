import { Controller } from '@nestjs/common';
import { saveTaktPlanRequestSchema, taktPlanViewRequestSchema, taktRequests, type SaveTaktPlanRequest, type ServiceRequest, type TaktPlanViewRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TaktPlanService } from './takt-plan.service';

@Controller()
export class TaktPlanController {
  constructor(private readonly plans: TaktPlanService) {}

  @ServiceRequestHandler(taktRequests.planView, taktPlanViewRequestSchema)
  view(request: ServiceRequest<TaktPlanViewRequest>) {
    return this.plans.view(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.savePlan, saveTaktPlanRequestSchema)
  save(request: ServiceRequest<SaveTaktPlanRequest>) {
    return this.plans.save(request.auth, request.data);
  }
}
