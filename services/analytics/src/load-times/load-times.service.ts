import { Injectable } from '@nestjs/common';
import type { AnalyticsFilters, AuthContext, LoadTimesFiguresReply, LoadTimeEvent, RecordLoadTimeRequest } from '@tenon/contracts';
import { dayOf, loadTimesByWeek } from '@tenon/lean';
import { companyScope, ProjectAccessClient } from '@tenon/service-kit';
import { FiguresService } from '../figures/figures.service';
import { LoadTimesRepository } from './load-times.repository';

/** The performance tracker: load times reported by members who opened a schedule's Gantt or lookahead, p50/p95 by week. */
@Injectable()
export class LoadTimesService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly figures: FiguresService,
    private readonly loadTimes: LoadTimesRepository,
  ) {}

  async record(auth: AuthContext, request: RecordLoadTimeRequest, now = new Date()): Promise<{ recorded: true }> {
    // Only a member who can open the schedule reports on it.
    await this.access.assertScheduleAccess(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    await this.loadTimes.record(companyScope(auth.companyId), {
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      userId: auth.userId,
      event: request.event,
      ms: request.ms,
      day: dayOf(now),
    });
    return { recorded: true };
  }

  async figuresOf(auth: AuthContext, filters: AnalyticsFilters): Promise<LoadTimesFiguresReply> {
    const scope = await this.figures.scopeFor(auth, filters, 'ppc');
    const samples = await this.loadTimes.samples(scope.tenant, { projectId: scope.projectId, scheduleIds: scope.scheduleIds, from: filters.from, to: filters.to });
    return { weeks: loadTimesByWeek(samples).map((week) => ({ ...week, event: week.event as LoadTimeEvent })) };
  }
}
