import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  lookaheadRequests,
  weeklyEvents,
  weekTasksRequestSchema,
  type DomainEvent,
  type ServiceRequest,
  type WeekClosedEvent,
  type WeekCommittedEvent,
  type WeekTasksRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { WeeklyCommitmentsService } from './weekly-commitments.service';

/** The weekly plan's events (commitments, closed weeks) and its read model's request for a schedule's week tasks. */
@Controller()
export class WeeklyCommitmentsController {
  constructor(private readonly weekly: WeeklyCommitmentsService) {}

  @EventPattern(weeklyEvents.weekCommitted)
  weekCommitted(@Payload() event: DomainEvent<WeekCommittedEvent>) {
    return this.weekly.onWeekCommitted(event);
  }

  @EventPattern(weeklyEvents.weekClosed)
  weekClosed(@Payload() event: DomainEvent<WeekClosedEvent>) {
    return this.weekly.onWeekClosed(event);
  }

  @ServiceRequestHandler(lookaheadRequests.weekTasks, weekTasksRequestSchema)
  weekTasks(request: ServiceRequest<WeekTasksRequest>) {
    return this.weekly.weekTasks(request.auth, request.data);
  }
}
