import { Injectable } from '@nestjs/common';
import { projectsRequests, type AuthContext, type ListSchedulesReply, type Schedule } from '@tenon/contracts';
import { KafkaRequester } from '@tenon/service-kit';

/** Asks the projects service; the caller's auth travels along so access is checked there. */
@Injectable()
export class ProjectsClient {
  constructor(private readonly requester: KafkaRequester) {}

  async schedulesOf(auth: AuthContext, projectId: string): Promise<Schedule[]> {
    const reply = await this.requester.call<ListSchedulesReply>(projectsRequests.listSchedules, auth, { projectId });
    return reply.schedules;
  }
}

/** Request topics this service asks, so service-kit consumes their replies. */
export const MASTERPLAN_CALLS: readonly string[] = [projectsRequests.listSchedules];
