import { Injectable } from '@nestjs/common';
import { projectsEvents, type ProjectCreatedPayload, type ScheduleCreatedPayload } from '@tenon/contracts';
import { EventPublisher } from '@tenon/service-kit';
import { ProjectsEventsPort } from './projects-events.port';

@Injectable()
export class KafkaProjectsEvents extends ProjectsEventsPort {
  constructor(private readonly publisher: EventPublisher) {
    super();
  }

  async projectCreated(payload: ProjectCreatedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.projectCreated, payload.projectId, payload);
  }

  /** Keyed by the schedule (sector) so its events stay ordered. */
  async scheduleCreated(payload: ScheduleCreatedPayload): Promise<void> {
    await this.publisher.publishEvent(projectsEvents.scheduleCreated, payload.scheduleId, payload);
  }
}
