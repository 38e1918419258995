import { Injectable } from '@nestjs/common';
import { projectsRequests, type AuthContext, type ListTagsReply, type Schedule, type Tag } from '@tenon/contracts';
import { KafkaRequester, PROJECT_ACCESS_CALLS } from '@tenon/service-kit';

/**
 * A project's schedules with their names, for the master plan's schedule list; the projects service checks the
 * caller's access before it answers. Other requests check access with the service kit's `ProjectAccessClient`.
 */
@Injectable()
export class ProjectsClient {
  constructor(private readonly requester: KafkaRequester) {}

  async schedulesOf(auth: AuthContext, projectId: string): Promise<Schedule[]> {
    const reply = await this.requester.call(projectsRequests.listSchedules, auth, { projectId });
    return reply.schedules;
  }

  /** Every tag of the project, page after page. */
  async tagsOf(auth: AuthContext, projectId: string): Promise<Tag[]> {
    const tags: Tag[] = [];
    let after: string | undefined;
    do {
      const reply: ListTagsReply = await this.requester.call(projectsRequests.listTags, auth, { projectId, ...(after === undefined ? {} : { after }) });
      tags.push(...reply.tags);
      after = reply.nextCursor ?? undefined;
    } while (after !== undefined);
    return tags;
  }

  async createTag(auth: AuthContext, projectId: string, name: string): Promise<Tag> {
    const reply = await this.requester.call(projectsRequests.createTag, auth, { projectId, name });
    return reply.tag;
  }
}

/** Request topics this service asks, so service-kit consumes their replies. */
export const MASTERPLAN_CALLS: readonly string[] = [...PROJECT_ACCESS_CALLS, projectsRequests.listSchedules, projectsRequests.listTags, projectsRequests.createTag];
