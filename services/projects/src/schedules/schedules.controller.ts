import { Controller } from '@nestjs/common';
import {
  createScheduleRequestSchema,
  deleteScheduleRequestSchema,
  listSchedulesRequestSchema,
  reorderSchedulesRequestSchema,
  renameScheduleRequestSchema,
  projectsRequests,
  type CreateScheduleRequest,
  type DeleteScheduleRequest,
  type ListSchedulesRequest,
  type ReorderSchedulesRequest,
  type RenameScheduleRequest,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { SchedulesService } from './schedules.service';

@Controller()
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @ServiceRequestHandler(projectsRequests.listSchedules, listSchedulesRequestSchema)
  list(request: ServiceRequest<ListSchedulesRequest>) {
    return this.schedules.list(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.createSchedule, createScheduleRequestSchema)
  create(request: ServiceRequest<CreateScheduleRequest>) {
    return this.schedules.create(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.reorderSchedules, reorderSchedulesRequestSchema)
  reorder(request: ServiceRequest<ReorderSchedulesRequest>) {
    return this.schedules.reorder(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.renameSchedule, renameScheduleRequestSchema)
  rename(request: ServiceRequest<RenameScheduleRequest>) {
    return this.schedules.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.deleteSchedule, deleteScheduleRequestSchema)
  delete(request: ServiceRequest<DeleteScheduleRequest>) {
    return this.schedules.delete(request.auth, request.data);
  }
}
