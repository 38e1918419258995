import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { lookaheadEvents, type ConstraintOverdueEvent } from '@tenon/contracts';
import { EventPublisher, getProcessLogger } from '@tenon/service-kit';
import { CONSTRAINT_MODEL, type ConstraintRecord } from './constraint.schema';

const OPEN_STATUSES = ['notreleased', 'expired', 'draft', 'notcompromises', 'waiting'];
const BATCH = 500;
// Rows written before the field existed lack it: FerretDB does not read a missing field as null.
const NOT_NOTIFIED = { $or: [{ overdueNotifiedOn: null }, { overdueNotifiedOn: { $exists: false } }] };

/**
 * Finds roadblocks not released whose commitment date has passed, marks them expired and tells their responsibles
 * once (`lookahead.constraint.overdue.v1`, mailed by the gateway), every `ROADBLOCK_OVERDUE_SWEEP_SECONDS` (default an
 * hour, 0 turns it off). The one read across companies by design: a clock, not a caller, asks; each roadblock is then
 * written within its own company.
 */
@Injectable()
export class OverdueRoadblocksSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectModel(CONSTRAINT_MODEL) private readonly model: Model<ConstraintRecord>,
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
      const overdue = await this.model
        .find({ status: { $in: OPEN_STATUSES }, commitmentDate: { $lt: today, $ne: null }, ...NOT_NOTIFIED })
        .limit(BATCH)
        .lean<ConstraintRecord[]>()
        .exec();
      let announced = 0;
      for (const roadblock of overdue) {
        // Only the instance whose write lands announces it: two sweeping at once do not mail twice.
        const marked = await this.model
          .updateOne(
            { _id: roadblock._id, companyId: roadblock.companyId, ...NOT_NOTIFIED },
            { $set: { overdueNotifiedOn: today, ...(roadblock.status === 'notreleased' || (roadblock.status as string) === 'waiting' ? { status: 'expired' } : {}) } },
          )
          .exec();
        if (marked.modifiedCount === 0) continue;
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
