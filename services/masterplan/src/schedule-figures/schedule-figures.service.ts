import { Injectable } from '@nestjs/common';
import type { AuthContext, ScheduleFiguresReply, ScheduleFiguresRequest } from '@tenon/contracts';
import { wrongCompany, companyScope } from '@tenon/service-kit';
import { FiguresCache } from './figures-cache';
import { scheduleFigures, wallClockNow } from './schedule-figures';
import { ScheduleFiguresRepository } from './schedule-figures.repository';

/** How old the projects home's figures may be (it refetches every 60 s); 0 turns the cache off. */
const FIGURES_TTL_MS = Number(process.env.SCHEDULE_FIGURES_TTL_MS ?? 30_000);

/**
 * Answers `masterplan.schedules.summaries` for the projects home. The projects service asks with the caller's auth
 * for the schedules it already let the caller see; here the activities are read within the caller's company.
 */
@Injectable()
export class ScheduleFiguresService {
  private readonly cache = new FiguresCache(FIGURES_TTL_MS);

  constructor(private readonly repository: ScheduleFiguresRepository) {}

  async summaries(auth: AuthContext, request: ScheduleFiguresRequest): Promise<ScheduleFiguresReply> {
    const scheduleIds = [...new Set(request.scheduleIds)];
    const { hits, misses } = this.cache.lookup(auth.companyId, scheduleIds);
    if (misses.length > 0) {
      const { foreign, activities } = await this.repository.figureActivities(companyScope(auth.companyId), misses);
      if (foreign) throw wrongCompany();
      const computed = scheduleFigures(misses, activities, wallClockNow());
      this.cache.store(auth.companyId, computed);
      for (const figures of computed) hits.set(figures.scheduleId, figures);
    }
    return { schedules: scheduleIds.map((scheduleId) => hits.get(scheduleId)!) };
  }
}
