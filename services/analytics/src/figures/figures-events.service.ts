import { Injectable } from '@nestjs/common';
import type { CncChangedEvent, ConstraintChangedEvent, DomainEvent } from '@tenon/contracts';
import { dayOf } from '@tenon/lean';
import { companyScope, ProcessedEventsStore } from '@tenon/service-kit';
import { CncFactsRepository, type CncFactRecord } from '../cnc-facts/cnc-facts.repository';
import type { FactChange } from '../facts/keyed-facts.repository';
import { PpcWeeksRepository } from '../ppc-weeks/ppc-weeks.repository';
import { roadblockPut, RoadblockFactsRepository, type RoadblockFactRecord } from '../roadblock-facts/roadblock-facts.repository';
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

  /** Consecutive CNC changes of one partition: each company's in one batch of writes, in the order heard. */
  async onCncChanges(events: ReadonlyArray<DomainEvent<CncChangedEvent>>): Promise<void> {
    await this.processed.consumeBatchOnce(events, async (fresh) => {
      for (const [companyId, changes] of byCompany(fresh)) {
        await this.cncs.applyChanges(
          companyScope(companyId),
          changes.map((change): FactChange<CncFactRecord> => {
            if (change.change === 'deleted') return { key: change.cnc.id, removeAt: change.at };
            return {
              key: change.cnc.id,
              put: {
                projectId: change.projectId,
                scheduleId: change.scheduleId,
                cncId: change.cnc.id,
                typeId: change.cnc.typeId,
                weekStart: change.cnc.weekStart,
                status: change.cnc.status,
                responsibleId: change.cnc.responsibleId,
                lostCommitments: Math.max(1, change.cnc.commitmentIds.length, change.cnc.taskIds.length),
                changedAt: change.at,
              },
            };
          }),
        );
      }
    });
  }

  async onConstraintChanges(events: ReadonlyArray<DomainEvent<ConstraintChangedEvent>>): Promise<void> {
    await this.processed.consumeBatchOnce(events, async (fresh) => {
      for (const [companyId, changes] of byCompany(fresh)) {
        await this.roadblocks.applyChanges(
          companyScope(companyId),
          changes.flatMap((change) =>
            change.constraints.map((constraint): FactChange<RoadblockFactRecord> => {
              if (change.change === 'deleted') return { key: constraint.id, removeAt: change.at };
              return roadblockPut({
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
            }),
          ),
        );
      }
    });
  }
}

/** The payloads of these events by company, each company's in the order heard. */
function byCompany<T extends { companyId: string }>(events: ReadonlyArray<DomainEvent<T>>): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const event of events) {
    const group = groups.get(event.payload.companyId) ?? [];
    group.push(event.payload);
    groups.set(event.payload.companyId, group);
  }
  return groups;
}
