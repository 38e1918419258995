import { Controller } from '@nestjs/common';
import {
  createGanttViewRequestSchema,
  deleteGanttViewRequestSchema,
  listGanttViewsRequestSchema,
  masterplanRequests,
  saveDefaultGanttViewRequestSchema,
  updateGanttViewRequestSchema,
  type CreateGanttViewRequest,
  type DeleteGanttViewRequest,
  type ListGanttViewsRequest,
  type SaveDefaultGanttViewRequest,
  type ServiceRequest,
  type UpdateGanttViewRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { GanttViewsService } from './gantt-views.service';

@Controller()
export class GanttViewsController {
  constructor(private readonly views: GanttViewsService) {}

  @ServiceRequestHandler(masterplanRequests.listViews, listGanttViewsRequestSchema)
  list(request: ServiceRequest<ListGanttViewsRequest>) {
    return this.views.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.saveDefaultView, saveDefaultGanttViewRequestSchema)
  saveDefault(request: ServiceRequest<SaveDefaultGanttViewRequest>) {
    return this.views.saveDefault(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.createView, createGanttViewRequestSchema)
  create(request: ServiceRequest<CreateGanttViewRequest>) {
    return this.views.create(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.updateView, updateGanttViewRequestSchema)
  update(request: ServiceRequest<UpdateGanttViewRequest>) {
    return this.views.update(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.deleteView, deleteGanttViewRequestSchema)
  delete(request: ServiceRequest<DeleteGanttViewRequest>) {
    return this.views.delete(request.auth, request.data);
  }
}
