import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  lookaheadEvents,
  masterplanEvents,
  projectsEvents,
  weeklyEvents,
  type ActivityRowsChangedEvent,
  type BaselineActivatedEvent,
  type DomainEvent,
  type ProjectCreatedPayload,
  type ProjectUpdatedPayload,
  type ScheduleCreatedPayload,
  type ScheduleDeletedPayload,
  type LookaheadTaskEvent,
  type WeekCommittedEvent,
} from '@tenon/contracts';
import { BiEventsService } from './bi-events.service';

/** Kafka events only: what the BI read model is built from. */
@Controller()
export class BiEventsController {
  constructor(private readonly events: BiEventsService) {}

  @EventPattern(projectsEvents.projectCreated)
  projectCreated(@Payload() event: DomainEvent<ProjectCreatedPayload>) {
    return this.events.onProjectCreated(event);
  }

  @EventPattern(projectsEvents.projectUpdated)
  projectUpdated(@Payload() event: DomainEvent<ProjectUpdatedPayload>) {
    return this.events.onProjectUpdated(event);
  }

  @EventPattern(projectsEvents.scheduleCreated)
  scheduleCreated(@Payload() event: DomainEvent<ScheduleCreatedPayload>) {
    return this.events.onScheduleNamed(event);
  }

  @EventPattern(projectsEvents.scheduleRenamed)
  scheduleRenamed(@Payload() event: DomainEvent<ScheduleCreatedPayload>) {
    return this.events.onScheduleNamed(event);
  }

  @EventPattern(projectsEvents.scheduleDeleted)
  scheduleDeleted(@Payload() event: DomainEvent<ScheduleDeletedPayload>) {
    return this.events.onScheduleDeleted(event);
  }

  @EventPattern(masterplanEvents.activityRowsChanged)
  activityRowsChanged(@Payload() event: DomainEvent<ActivityRowsChangedEvent>) {
    return this.events.onActivityRowsChanged(event);
  }

  @EventPattern(masterplanEvents.baselineActivated)
  baselineActivated(@Payload() event: DomainEvent<BaselineActivatedEvent>) {
    return this.events.onBaselineActivated(event);
  }

  @EventPattern(lookaheadEvents.taskUpdated)
  taskUpdated(@Payload() event: DomainEvent<LookaheadTaskEvent>) {
    return this.events.onTaskUpdated(event);
  }

  @EventPattern(weeklyEvents.weekCommitted)
  weekCommitted(@Payload() event: DomainEvent<WeekCommittedEvent>) {
    return this.events.onWeekCommitted(event);
  }
}
