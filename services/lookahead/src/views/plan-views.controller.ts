import { Controller } from '@nestjs/common';
import {
  createPlanViewRequestSchema,
  deletePlanViewRequestSchema,
  listPlanViewsRequestSchema,
  lookaheadRequests,
  saveDefaultPlanViewRequestSchema,
  updatePlanViewRequestSchema,
  type CreatePlanViewRequest,
  type DeletePlanViewRequest,
  type ListPlanViewsRequest,
  type SaveDefaultPlanViewRequest,
  type ServiceRequest,
  type UpdatePlanViewRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { PlanViewsService } from './plan-views.service';

@Controller()
export class PlanViewsController {
  constructor(private readonly views: PlanViewsService) {}

  @ServiceRequestHandler(lookaheadRequests.listPlanViews, listPlanViewsRequestSchema)
  list(request: ServiceRequest<ListPlanViewsRequest>) {
    return this.views.list(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.saveDefaultPlanView, saveDefaultPlanViewRequestSchema)
  saveDefault(request: ServiceRequest<SaveDefaultPlanViewRequest>) {
    return this.views.saveDefault(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.createPlanView, createPlanViewRequestSchema)
  create(request: ServiceRequest<CreatePlanViewRequest>) {
    return this.views.create(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.updatePlanView, updatePlanViewRequestSchema)
  update(request: ServiceRequest<UpdatePlanViewRequest>) {
    return this.views.update(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.deletePlanView, deletePlanViewRequestSchema)
  delete(request: ServiceRequest<DeletePlanViewRequest>) {
    return this.views.delete(request.auth, request.data);
  }
}
