import { Injectable } from '@nestjs/common';
import {
  projectsEvents,
  type MemberChangedPayload,
  type ProjectCreatedPayload,
  type ProjectUpdatedPayload,
  type ScheduleCreatedPayload,
  type ScheduleDeletedPayload,
  type ScheduleRenamedPayload,
  type SchedulesReorderedPayload,
  type SubcontractChangedPayload,
  type TagChangedPayload,
} from '@tenon/contracts';
import { EventPublisher } from '@tenon/service-kit';
import { ProjectsEventsPort } from './projects-events.port';

/** Project-wide events are keyed by the project, schedule events by the schedule (sector) so its events stay ordered. */
@Injectable()
export class KafkaProjectsEvents extends ProjectsEventsPort {
  constructor(private readonly publisher: EventPublisher) {
    super();
  }

  async projectCreated(payload: ProjectCreatedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.projectCreated, payload.projectId, payload);
  }

  async projectUpdated(payload: ProjectUpdatedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.projectUpdated, payload.projectId, payload);
  }

  async scheduleCreated(payload: ScheduleCreatedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.scheduleCreated, payload.scheduleId, payload);
  }

  async schedulesReordered(payload: SchedulesReorderedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.schedulesReordered, payload.projectId, payload);
  }

  async scheduleRenamed(payload: ScheduleRenamedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.scheduleRenamed, payload.scheduleId, payload);
  }

  async scheduleDeleted(payload: ScheduleDeletedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.scheduleDeleted, payload.scheduleId, payload);
  }

  async memberAdded(payload: MemberChangedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.memberAdded, payload.projectId, payload);
  }

  async memberRemoved(payload: MemberChangedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.memberRemoved, payload.projectId, payload);
  }

  async subcontractChanged(payload: SubcontractChangedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.subcontractChanged, payload.subcontractId, payload);
  }

  async tagChanged(payload: TagChangedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.tagChanged, payload.tagId, payload);
  }
}
