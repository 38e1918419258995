import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { lookaheadEvents, type ConstraintOverdueEvent } from '@tenon/contracts';
import { companyScope, EventPublisher, getProcessLogger } from '@tenon/service-kit';
import { ConstraintsRepository } from './constraints.repository';

const BATCH = 500;

/**
 * Finds roadblocks not released whose commitment date has passed, marks them expired and tells their responsibles
 * once (`lookahead.constraint.overdue.v1`, mailed by the gateway), every `ROADBLOCK_OVERDUE_SWEEP_SECONDS` (default an
 * hour, 0 turns it off). Its read spans companies by design (`overdueAcrossCompanies`: a clock, not a caller, asks);
 * each roadblock is then marked and announced within its own company.
 */
@Injectable()
export class OverdueRoadblocksSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly roadblocks: ConstraintsRepository,
    private readonly events: EventPublisher,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = Number(process.env.ROADBLOCK_OVERDUE_SWEEP_SECONDS ?? 3600);
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    // A first sweep at start, in the background: roadblocks that fell due while no instance ran are told too.
    void this.sweepOnce();
    this.timer = setInterval(() => void this.sweepOnce(), seconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
  }

  /** Answers how many roadblocks were found overdue and announced. */
  async sweepOnce(now = new Date()): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    try {
      const overdue = await this.roadblocks.overdueAcrossCompanies(today, BATCH);
      let announced = 0;
      for (const roadblock of overdue) {
        const expire = roadblock.status === 'notreleased' || (roadblock.status as string) === 'waiting';
        // Only the instance whose write lands announces it: two sweeping at once do not mail twice.
        const marked = await this.roadblocks.markOverdueNotified(companyScope(roadblock.companyId), roadblock._id, today, expire);
        if (!marked) continue;
        const event: ConstraintOverdueEvent = {
          companyId: roadblock.companyId,
          projectId: roadblock.projectId,
          scheduleId: roadblock.scheduleId,
          constraintId: roadblock._id,
          constraintName: roadblock.name,
          commitmentDate: roadblock.commitmentDate!,
          responsibleIds: roadblock.responsibleIds ?? [],
        };
        await this.events.publishEvent(lookaheadEvents.constraintOverdue, roadblock.scheduleId, event);
        announced += 1;
      }
      return announced;
    } catch (error) {
      getProcessLogger().warn({ err: error }, 'overdue roadblock sweep failed');
      return 0;
    }
  }
}
