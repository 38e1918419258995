import { Controller } from '@nestjs/common';
import {
  createTaktTasksRequestSchema,
  deleteTaktTasksRequestSchema,
  listScheduleActivitiesRequestSchema,
  listTaktTasksRequestSchema,
  lookaheadRequests,
  type CreateTaktTasksRequest,
  type DeleteTaktTasksRequest,
  type ListScheduleActivitiesRequest,
  type ListTaktTasksRequest,
  type ServiceRequest,
  type SetTaktTaskDatesRequest,
  setTaktTaskDatesRequestSchema,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TaktTasksService } from './takt-tasks.service';

/** Kafka requests of the takt service: takt tasks in bulk, and the schedule's activities. */
@Controller()
export class TaktTasksController {
  constructor(private readonly taktTasks: TaktTasksService) {}

  @ServiceRequestHandler(lookaheadRequests.createTaktTasks, createTaktTasksRequestSchema)
  create(request: ServiceRequest<CreateTaktTasksRequest>) {
    return this.taktTasks.create(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.deleteTaktTasks, deleteTaktTasksRequestSchema)
  remove(request: ServiceRequest<DeleteTaktTasksRequest>) {
    return this.taktTasks.remove(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.setTaktTaskDates, setTaktTaskDatesRequestSchema)
  setDates(request: ServiceRequest<SetTaktTaskDatesRequest>) {
    return this.taktTasks.setDates(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.listActivities, listScheduleActivitiesRequestSchema)
  listActivities(request: ServiceRequest<ListScheduleActivitiesRequest>) {
    return this.taktTasks.listActivities(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.listTaktTasks, listTaktTasksRequestSchema)
  listOfUnits(request: ServiceRequest<ListTaktTasksRequest>) {
    return this.taktTasks.listOfUnits(request.auth, request.data);
  }
}
