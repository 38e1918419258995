import { Injectable } from '@nestjs/common';
import { masterplanEvents, type PlanActivity } from '@tenon/contracts';
import { EventPublisher, getProcessLogger } from '@tenon/service-kit';
import { activityRowsEvents } from './activity-rows';

/** Tells read models (the lookahead) which activity rows a save, an import or the seed wrote. */
@Injectable()
export class ActivityRowsPublisher {
  constructor(private readonly events: EventPublisher) {}

  /**
   * Keyed by schedule, so the chunks of a version and the versions stay in order. A lost event is logged, not turned
   * into a failed save: a read model that sees a gap in versions asks for a snapshot.
   */
  async published(
    plan: { companyId: string; projectId: string; scheduleId: string; version: number; whole: boolean },
    activities: readonly PlanActivity[],
    deletedActivityIds: readonly string[],
  ): Promise<void> {
    try {
      for (const event of activityRowsEvents(plan, activities, deletedActivityIds)) {
        await this.events.publishEvent(masterplanEvents.activityRowsChanged, plan.scheduleId, event);
      }
    } catch (error) {
      getProcessLogger().error({ err: error, scheduleId: plan.scheduleId, version: plan.version }, 'activity rows event not published');
    }
  }
}
