import type { ProjectCreatedPayload, ScheduleCreatedPayload } from '@tenon/contracts';

/** Where the projects service announces what it wrote; published after the write. */
export abstract class ProjectsEventsPort {
  abstract projectCreated(payload: ProjectCreatedPayload): Promise<void>;
  abstract scheduleCreated(payload: ScheduleCreatedPayload): Promise<void>;
}
