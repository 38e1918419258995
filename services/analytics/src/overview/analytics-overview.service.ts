import { Injectable } from '@nestjs/common';
import type { AnalyticsOverview, AuthContext, ScheduleScope } from '@tenon/contracts';
import { ProjectAccessClient, companyScope } from '@tenon/service-kit';
import { ActivityProgressRepository } from '../activity-progress/activity-progress.repository';
import { toPpcWeeks } from '../ppc-weeks/ppc';
import { PpcWeeksRepository } from '../ppc-weeks/ppc-weeks.repository';

@Injectable()
export class AnalyticsOverviewService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly ppcWeeks: PpcWeeksRepository,
    private readonly activityProgress: ActivityProgressRepository,
  ) {}

  async overview(auth: AuthContext, request: ScheduleScope): Promise<AnalyticsOverview> {
    await this.access.assertScheduleAccess(auth, request);
    const scope = companyScope(auth.companyId);
    const [weeks, activityCount] = await Promise.all([
      this.ppcWeeks.listOfSchedule(scope, request.scheduleId),
      this.activityProgress.countOfSchedule(scope, request.scheduleId),
    ]);
    return { scheduleId: request.scheduleId, ppcWeeks: toPpcWeeks(weeks), activityCount };
  }
}
