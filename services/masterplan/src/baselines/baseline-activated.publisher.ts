import { Injectable } from '@nestjs/common';
import { BASELINE_POINTS_CHUNK, masterplanEvents, type BaselineActivatedEvent, type BaselinePoint } from '@tenon/contracts';
import { EventPublisher, getProcessLogger } from '@tenon/service-kit';

/** The active baseline's dates in chunks of one baseline; a baseline without points still sends one empty chunk. */
export function baselineActivatedEvents(
  baseline: Omit<BaselineActivatedEvent, 'chunkIndex' | 'chunkCount' | 'points'>,
  points: readonly BaselinePoint[],
): BaselineActivatedEvent[] {
  const chunkCount = Math.max(1, Math.ceil(points.length / BASELINE_POINTS_CHUNK));
  return Array.from({ length: chunkCount }, (_, chunkIndex) => ({
    ...baseline,
    chunkIndex,
    chunkCount,
    points: points.slice(chunkIndex * BASELINE_POINTS_CHUNK, (chunkIndex + 1) * BASELINE_POINTS_CHUNK).map((p) => ({ activityId: p.activityId, start: p.start, finish: p.finish })),
  }));
}

/** Tells read models (the analytics curves) which dates the schedule is now measured against. */
@Injectable()
export class BaselineActivatedPublisher {
  constructor(private readonly events: EventPublisher) {}

  /** Keyed by schedule, so the chunks stay in order; the baseline is stored, so a lost event is logged, not a failed save. */
  async published(baseline: Omit<BaselineActivatedEvent, 'chunkIndex' | 'chunkCount' | 'points'>, points: readonly BaselinePoint[]): Promise<void> {
    try {
      for (const event of baselineActivatedEvents(baseline, points)) await this.events.publishEvent(masterplanEvents.baselineActivated, baseline.scheduleId, event);
    } catch (error) {
      getProcessLogger().error({ err: error, scheduleId: baseline.scheduleId, baselineId: baseline.baselineId }, 'baseline activated event not published');
    }
  }
}
