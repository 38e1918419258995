import { Injectable } from '@nestjs/common';
import { masterplanRequests, type AuthContext, type ScheduleFigures } from '@tenon/contracts';
import { KafkaRequester, getProcessLogger } from '@tenon/service-kit';

/** How long the projects home waits for the master plan's figures before it answers without them. */
const FIGURES_TIMEOUT_MS = Number(process.env.PROJECTS_HOME_FIGURES_TIMEOUT_MS ?? 3000);

/** Asks the masterplan service for schedule figures; the caller's auth travels so the figures are read in its company. */
@Injectable()
export class MasterplanClient {
  constructor(private readonly requester: KafkaRequester) {}

  /** One request for every schedule of the list; null when the master plan does not answer in time or fails. */
  async figuresOf(auth: AuthContext, scheduleIds: readonly string[]): Promise<Map<string, ScheduleFigures> | null> {
    if (scheduleIds.length === 0) return new Map();
    try {
      const reply = await this.requester.call(
        masterplanRequests.scheduleSummaries,
        auth,
        // The contract's list is a plain array; ours is read-only.
        { scheduleIds: [...scheduleIds] },
        { timeoutMs: FIGURES_TIMEOUT_MS },
      );
      return new Map(reply.schedules.map((figures) => [figures.scheduleId, figures]));
    } catch (error) {
      getProcessLogger().warn({ err: error, scheduleCount: scheduleIds.length }, 'projects home answered without master plan figures');
      return null;
    }
  }
}

/** Request topics this service asks, so service-kit consumes their replies. */
export const PROJECTS_CALLS: readonly string[] = [masterplanRequests.scheduleSummaries];
