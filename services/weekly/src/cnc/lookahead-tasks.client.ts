import { Injectable } from '@nestjs/common';
import { lookaheadRequests, type AuthContext, type ScheduleScope, type ScheduleTaskSummary } from '@tenon/contracts';
import { KafkaRequester } from '@tenon/service-kit';

/** The lookahead owns tasks: a CNC names them by id, and the weekly service asks it which ids a schedule has. */
@Injectable()
export class LookaheadTasksClient {
  constructor(private readonly requester: KafkaRequester) {}

  async tasksOf(auth: AuthContext, where: ScheduleScope): Promise<ScheduleTaskSummary[]> {
    const reply = await this.requester.call(lookaheadRequests.lookupTasks, auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    return reply.tasks;
  }
}

/** Request topics the CNC feature asks, beside the access checks. */
export const CNC_CALLS: readonly string[] = [lookaheadRequests.lookupTasks];
