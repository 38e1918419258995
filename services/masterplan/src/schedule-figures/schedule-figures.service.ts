import { Injectable } from '@nestjs/common';
import type { AuthContext, ScheduleFiguresReply, ScheduleFiguresRequest } from '@tenon/contracts';
import { wrongCompany } from '@tenon/service-kit';
import { companyScope } from '../common/company-scope';
import { scheduleFigures, wallClockNow } from './schedule-figures';
import { ScheduleFiguresRepository } from './schedule-figures.repository';

/**
 * Answers `masterplan.schedules.summaries` for the projects home. The projects service asks with the caller's auth
 * for the schedules it already let the caller see; here the activities are read within the caller's company.
 */
@Injectable()
export class ScheduleFiguresService {
  constructor(private readonly repository: ScheduleFiguresRepository) {}

  async summaries(auth: AuthContext, request: ScheduleFiguresRequest): Promise<ScheduleFiguresReply> {
    const scheduleIds = [...new Set(request.scheduleIds)];
    if (scheduleIds.length === 0) return { schedules: [] };
    const scope = companyScope(auth.companyId);
    const [foreign, activities] = await Promise.all([
      this.repository.anyOfAnotherCompany(scope, scheduleIds),
      this.repository.figureActivities(scope, scheduleIds),
    ]);
    if (foreign) throw wrongCompany();
    return { schedules: scheduleFigures(scheduleIds, activities, wallClockNow()) };
  }
}
