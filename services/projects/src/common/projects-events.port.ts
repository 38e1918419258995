import type {
  MemberChangedPayload,
  ProjectCreatedPayload,
  ProjectUpdatedPayload,
  ScheduleCreatedPayload,
  ScheduleDeletedPayload,
  ScheduleRenamedPayload,
  SchedulesReorderedPayload,
  SubcontractChangedPayload,
  TagChangedPayload,
} from '@tenon/contracts';

/** Where the projects service announces what it wrote; published after the write. */
export abstract class ProjectsEventsPort {
  abstract projectCreated(payload: ProjectCreatedPayload): Promise<void>;
  abstract projectUpdated(payload: ProjectUpdatedPayload): Promise<void>;
  abstract scheduleCreated(payload: ScheduleCreatedPayload): Promise<void>;
  abstract schedulesReordered(payload: SchedulesReorderedPayload): Promise<void>;
  abstract scheduleDeleted(payload: ScheduleDeletedPayload): Promise<void>;
  abstract scheduleRenamed(payload: ScheduleRenamedPayload): Promise<void>;
  abstract memberAdded(payload: MemberChangedPayload): Promise<void>;
  abstract memberRemoved(payload: MemberChangedPayload): Promise<void>;
  abstract subcontractChanged(payload: SubcontractChangedPayload): Promise<void>;
  abstract tagChanged(payload: TagChangedPayload): Promise<void>;
}
