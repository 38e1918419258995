import { Injectable } from '@nestjs/common';
import { projectsRequests, type AuthContext, type ListSchedulesReply, type Schedule } from '@tenon/contracts';
import { KafkaRequester, PROJECT_ACCESS_CALLS } from '@tenon/service-kit';

/**
 * A project's schedules with their names, for the master plan's schedule list; the projects service checks the
 * caller's access before it answers. Other requests check access with the service kit's `ProjectAccessClient`.
 */
@Injectable()
export class ProjectsClient {
  constructor(private readonly requester: KafkaRequester) {}

  async schedulesOf(auth: AuthContext, projectId: string): Promise<Schedule[]> {
    const reply = await this.requester.call<ListSchedulesReply>(projectsRequests.listSchedules, auth, { projectId });
    return reply.schedules;
  }
}

/** Request topics this service asks, so service-kit consumes their replies. */
export const MASTERPLAN_CALLS: readonly string[] = [...PROJECT_ACCESS_CALLS, projectsRequests.listSchedules];
