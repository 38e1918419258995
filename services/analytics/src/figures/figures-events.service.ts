import { Injectable } from '@nestjs/common';
import type { CncChangedEvent, ConstraintChangedEvent, DomainEvent } from '@tenon/contracts';
import { dayOf } from '@tenon/lean';
import { companyScope, ProcessedEventsStore } from '@tenon/service-kit';
import { CncFactsRepository } from '../cnc-facts/cnc-facts.repository';
import { PpcWeeksRepository } from '../ppc-weeks/ppc-weeks.repository';
import { RoadblockFactsRepository } from '../roadblock-facts/roadblock-facts.repository';
import type { WeekClosedFacts } from './week-closed.event';

/**
 * Builds the dashboard's read models from the other services' events only. Each event is applied once (a redelivery
 * changes nothing) and every write is an upsert keyed by the thing it describes, so reading the topics again from the
 * beginning into an empty database gives the same rows.
 */
@Injectable()
export class FiguresEventsService {
  constructor(
    private readonly processed: ProcessedEventsStore,
    private readonly ppcWeeks: PpcWeeksRepository,
    private readonly cncs: CncFactsRepository,
    private readonly roadblocks: RoadblockFactsRepository,
  ) {}

  async onWeekClosed(event: DomainEvent<WeekClosedFacts>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const week = event.payload;
      await this.ppcWeeks.putClosedWeek(companyScope(week.companyId), {
        projectId: week.projectId,
        scheduleId: week.scheduleId,
        weekStart: week.weekStart,
        committed: week.committed,
        completed: Math.min(week.met, week.committed),
      });
    });
  }

  async onCncChanged(event: DomainEvent<CncChangedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const change = event.payload;
      const scope = companyScope(change.companyId);
      if (change.change === 'deleted') {
        await this.cncs.remove(scope, change.cnc.id, change.at);
        return;
      }
      await this.cncs.put(scope, {
        projectId: change.projectId,
        scheduleId: change.scheduleId,
        cncId: change.cnc.id,
        typeId: change.cnc.typeId,
        weekStart: change.cnc.weekStart,
        status: change.cnc.status,
        responsibleId: change.cnc.responsibleId,
        lostCommitments: Math.max(1, change.cnc.commitmentIds.length, change.cnc.taskIds.length),
        changedAt: change.at,
      });
    });
  }

  async onConstraintChanged(event: DomainEvent<ConstraintChangedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const change = event.payload;
      const scope = companyScope(change.companyId);
      for (const constraint of change.constraints) {
        if (change.change === 'deleted') {
          await this.roadblocks.remove(scope, constraint.id, change.at);
          continue;
        }
        await this.roadblocks.put(scope, {
          projectId: change.projectId,
          scheduleId: change.scheduleId,
          constraintId: constraint.id,
          status: constraint.status,
          createdOn: dayOf(change.at),
          commitmentDate: constraint.commitmentDate === null ? null : dayOf(constraint.commitmentDate),
          releaseDate: constraint.status === 'released' && constraint.releaseDate !== null ? dayOf(constraint.releaseDate) : null,
          responsibleIds: constraint.responsibleIds,
          taskIds: constraint.taskIds,
          changedAt: change.at,
        });
      }
    });
  }
}
