import { Controller } from '@nestjs/common';
import {
  activityTaskCountsRequestSchema,
  lookaheadRequests,
  scheduleTasksLookupRequestSchema,
  type ActivityTaskCountsReply,
  type ActivityTaskCountsRequest,
  type ScheduleTasksLookupReply,
  type ScheduleTasksLookupRequest,
  type ServiceRequest,
} from '@tenon/contracts';
import { assertPermission, companyScope, ProjectAccessClient, ServiceRequestHandler } from '@tenon/service-kit';
import { taskCountsByActivity } from './task-counts';
import { TasksRepository } from './tasks.repository';

/**
 * Which tasks a schedule has, named: other modules link to tasks by id (the weekly plan's CNCs) and check the ids here.
 * Any member who reaches the schedule may ask; only names and dates leave.
 */
@Controller()
export class TaskLookupController {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly tasks: TasksRepository,
  ) {}

  @ServiceRequestHandler(lookaheadRequests.lookupTasks, scheduleTasksLookupRequestSchema)
  async lookup(request: ServiceRequest<ScheduleTasksLookupRequest>): Promise<ScheduleTasksLookupReply> {
    await this.access.assertScheduleAccess(request.auth, request.data);
    const tasks = await this.tasks.listOfSchedule(companyScope(request.auth.companyId), request.data.scheduleId);
    return { tasks: tasks.map((task) => ({ id: task._id.toHexString(), activityId: task.activityId, name: task.name, start: task.start, finish: task.finish })) };
  }

  /** The Gantt's task count: whoever sees the Gantt or the lookahead of the schedule may ask; only numbers leave. */
  @ServiceRequestHandler(lookaheadRequests.taskCounts, activityTaskCountsRequestSchema)
  async counts(request: ServiceRequest<ActivityTaskCountsRequest>): Promise<ActivityTaskCountsReply> {
    assertPermission(request.auth, [['masterplan.gantt', 'V'], ['lookahead.plan', 'V']], 'You cannot see the tasks of this schedule');
    await this.access.assertScheduleAccess(request.auth, request.data);
    const tasks = await this.tasks.listOfSchedule(companyScope(request.auth.companyId), request.data.scheduleId);
    return { counts: taskCountsByActivity(tasks) };
  }
}
