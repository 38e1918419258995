import { Injectable } from '@nestjs/common';
import type { AuthContext, ScheduleScope, WeeklyOverview } from '@tenon/contracts';
import { ProjectAccessClient, companyScope } from '@tenon/service-kit';
import { CommitmentsRepository } from '../commitments/commitments.repository';
import { plannedWeeks } from './planned-weeks';

@Injectable()
export class WeeklyOverviewService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly commitments: CommitmentsRepository,
  ) {}

  async overview(auth: AuthContext, request: ScheduleScope): Promise<WeeklyOverview> {
    await this.access.assertScheduleAccess(auth, request);
    const weekStarts = await this.commitments.weekStartsOfSchedule(companyScope(auth.companyId), request.scheduleId);
    return { scheduleId: request.scheduleId, commitmentCount: weekStarts.length, weeks: plannedWeeks(weekStarts) };
  }
}
