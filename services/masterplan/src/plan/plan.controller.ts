import { Controller } from '@nestjs/common';
import { masterplanRequests, readPlanRequestSchema, savePlanRequestSchema, type ReadPlanRequest, type SavePlanData, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { PlanService } from './plan.service';

@Controller()
export class PlanController {
  constructor(private readonly plans: PlanService) {}

  @ServiceRequestHandler(masterplanRequests.readPlan, readPlanRequestSchema)
  read(request: ServiceRequest<ReadPlanRequest>) {
    return this.plans.read(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.savePlan, savePlanRequestSchema)
  save(request: ServiceRequest<SavePlanData>) {
    return this.plans.save(request.auth, request.data);
  }
}
