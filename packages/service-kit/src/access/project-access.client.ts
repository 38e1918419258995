import { Injectable } from '@nestjs/common';
import { projectsRequests, type AuthContext, type CheckAccessReply, type ScheduleScope } from '@tenon/contracts';
import { KafkaRequester } from '../messaging/kafka-requester';

/**
 * Resource-level access lives in the projects service, and every other service asks it this one way before it
 * touches a schedule's data. It answers WRONG_COMPANY / NOT_A_MEMBER (403), or NOT_FOUND (404) for an unknown,
 * deleted or (for roles that do not see the whole company) hidden schedule; the refusal reaches the caller unchanged.
 */
@Injectable()
export class ProjectAccessClient {
  constructor(private readonly requester: KafkaRequester) {}

  async assertScheduleAccess(auth: AuthContext, scope: ScheduleScope): Promise<CheckAccessReply> {
    return this.requester.call(projectsRequests.checkAccess, auth, scope);
  }
}

/** Request topics the access client asks: part of the `callsTopics` of every service that uses it. */
export const PROJECT_ACCESS_CALLS: readonly string[] = [projectsRequests.checkAccess];
