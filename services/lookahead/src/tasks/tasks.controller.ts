import { Controller } from '@nestjs/common';
import {
  createTaskRequestSchema,
  lookaheadRequests,
  lookaheadWindowRequestSchema,
  taskRefRequestSchema,
  updateTaskRequestSchema,
  type CreateTaskData,
  type LookaheadWindowData,
  type ServiceRequest,
  type TaskRefRequest,
  type UpdateTaskData,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TasksService } from './tasks.service';

@Controller()
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @ServiceRequestHandler(lookaheadRequests.tasksWindow, lookaheadWindowRequestSchema)
  window(request: ServiceRequest<LookaheadWindowData>) {
    return this.tasks.window(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.createTask, createTaskRequestSchema)
  create(request: ServiceRequest<CreateTaskData>) {
    return this.tasks.create(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.updateTask, updateTaskRequestSchema)
  update(request: ServiceRequest<UpdateTaskData>) {
    return this.tasks.update(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.duplicateTask, taskRefRequestSchema)
  duplicate(request: ServiceRequest<TaskRefRequest>) {
    return this.tasks.duplicate(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.deleteTask, taskRefRequestSchema)
  remove(request: ServiceRequest<TaskRefRequest>) {
    return this.tasks.remove(request.auth, request.data);
  }
}
