import { Injectable } from '@nestjs/common';
import type { AuthContext, LookaheadOverview, ScheduleScope } from '@tenon/contracts';
import { ProjectAccessClient, companyScope } from '@tenon/service-kit';
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
    await this.access.assertScheduleAccess(auth, request);
    const scope = companyScope(auth.companyId);
    const [taskCount, constraintCount] = await Promise.all([
      this.tasks.countOfSchedule(scope, request.scheduleId),
      this.constraints.countOfSchedule(scope, request.scheduleId),
    ]);
    return { scheduleId: request.scheduleId, taskCount, constraintCount };
  }
}
