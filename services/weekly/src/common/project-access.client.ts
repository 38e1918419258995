import { Injectable } from '@nestjs/common';
import { projectsRequests, type AuthContext, type CheckAccessReply, type ScheduleScope } from '@tenon/contracts';
import { KafkaRequester } from '@tenon/service-kit';

/**
 * Resource-level access lives in the projects service: it answers WRONG_COMPANY / NOT_A_MEMBER (403)
 * or NOT_FOUND (404), which reach the caller unchanged.
 */
@Injectable()
export class ProjectAccessClient {
  constructor(private readonly requester: KafkaRequester) {}

  async assertScheduleAccess(auth: AuthContext, scope: ScheduleScope): Promise<CheckAccessReply> {
    return this.requester.call<CheckAccessReply>(projectsRequests.checkAccess, auth, scope);
  }
}

/** Request topics this service asks, so service-kit consumes their replies. */
export const PROJECT_ACCESS_CALLS: readonly string[] = [projectsRequests.checkAccess];
