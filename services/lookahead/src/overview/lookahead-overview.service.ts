import { Injectable } from '@nestjs/common';
import type { AuthContext, LookaheadOverview, ScheduleScope } from '@tenon/contracts';
import { ProjectAccessClient, countsOfSchedule } from '@tenon/service-kit';
import { ConstraintsRepository } from '../constraints/constraints.repository';
import { TasksRepository } from '../tasks/tasks.repository';

@Injectable()
export class LookaheadOverviewService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly tasks: TasksRepository,
    private readonly constraints: ConstraintsRepository,
  ) {}

  async overview(auth: AuthContext, request: ScheduleScope): Promise<LookaheadOverview> {
    const counts = await countsOfSchedule(this.access, auth, request, { taskCount: this.tasks, constraintCount: this.constraints });
    return { scheduleId: request.scheduleId, ...counts };
  }
}
