import { Injectable } from '@nestjs/common';
import { masterplanEvents, type PlanActivity } from '@tenon/contracts';
import { companyScope, EventPublisher, getProcessLogger } from '@tenon/service-kit';
import { CriticalPathService, type ActivityFloats } from '../critical-path/critical-path.service';
import { activityRowsEvents } from './activity-rows';

/** Tells read models (the lookahead) which activity rows a save, an import or the seed wrote. */
@Injectable()
export class ActivityRowsPublisher {
  constructor(
    private readonly events: EventPublisher,
    private readonly criticalPath: CriticalPathService,
  ) {}

  /**
   * Keyed by schedule, so the chunks of a version and the versions stay in order. A lost event is logged, not turned
   * into a failed save: a read model that sees a gap in versions asks for a snapshot.
   */
  async published(
    plan: { companyId: string; projectId: string; scheduleId: string; version: number; whole: boolean },
    activities: readonly PlanActivity[],
    deletedActivityIds: readonly string[],
  ): Promise<void> {
    // The rows carry the plan's schedule as the Gantt shows it (BI's floats and critical); a plan that cannot be
    // scheduled now still sends its rows, saying nothing about floats.
    const floats =
      activities.length === 0
        ? new Map<string, ActivityFloats>()
        : await this.criticalPath.floatsOf(companyScope(plan.companyId), plan.scheduleId).catch((error: unknown) => {
            getProcessLogger().warn({ err: error, scheduleId: plan.scheduleId }, 'activity rows sent without floats');
            return new Map<string, ActivityFloats>();
          });
    try {
      for (const event of activityRowsEvents(plan, activities, deletedActivityIds, floats)) {
        await this.events.publishEvent(masterplanEvents.activityRowsChanged, plan.scheduleId, event);
      }
    } catch (error) {
      getProcessLogger().error({ err: error, scheduleId: plan.scheduleId, version: plan.version }, 'activity rows event not published');
    }
  }
}
