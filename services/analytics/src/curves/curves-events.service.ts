import { Injectable } from '@nestjs/common';
import type { ActivityRowsChangedEvent, BaselineActivatedEvent, DomainEvent, ProgressUpdatedEvent } from '@tenon/contracts';
import { dayOf } from '@tenon/lean';
import { companyScope, ProcessedEventsStore } from '@tenon/service-kit';
import { BaselineChunksRepository, CurveActivitiesRepository, ProgressUpdatesRepository } from './curves.repository';

/**
 * The curves' read models from the masterplan's events: the plan's rows, the active baseline's dates and the progress
 * history. Each event is applied once and every write is keyed by what it describes, so the topics read again from
 * the beginning into an empty database give the same rows.
 */
@Injectable()
export class CurvesEventsService {
  constructor(
    private readonly processed: ProcessedEventsStore,
    private readonly activities: CurveActivitiesRepository,
    private readonly baselines: BaselineChunksRepository,
    private readonly updates: ProgressUpdatesRepository,
  ) {}

  async onActivityRows(event: DomainEvent<ActivityRowsChangedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const rows = event.payload;
      const scope = companyScope(rows.companyId);
      const place = { projectId: rows.projectId, scheduleId: rows.scheduleId };
      await this.activities.putRows(scope, place, rows.version, rows.activities, rows.deletedActivityIds);
      // Chunks of a version come in order on the schedule's partition: after the last one of a whole plan, rows it
      // did not carry were deleted from the plan.
      if (rows.whole && rows.chunkIndex === rows.chunkCount - 1) await this.activities.dropOlderThan(scope, rows.scheduleId, rows.version);
    });
  }

  async onBaselineActivated(event: DomainEvent<BaselineActivatedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const baseline = event.payload;
      await this.baselines.putChunk(companyScope(baseline.companyId), { projectId: baseline.projectId, scheduleId: baseline.scheduleId }, baseline);
    });
  }

  async onProgressUpdated(event: DomainEvent<ProgressUpdatedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const update = event.payload;
      await this.updates.put(
        companyScope(update.companyId),
        { projectId: update.projectId, scheduleId: update.scheduleId },
        {
          scheduleId: update.scheduleId,
          updateId: update.updateId,
          day: dayOf(update.dataDate === null ? update.at : update.dataDate.slice(0, 10)),
          progress: update.progress,
          // An update published before the masterplan sent each activity's progress adds no reading.
          activityProgress: update.activityProgress ?? {},
        },
      );
    });
  }
}
