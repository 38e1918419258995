import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EventBatchPattern } from '@tenon/service-kit';
import { lookaheadEvents, weeklyEvents, type CncChangedEvent, type ConstraintChangedEvent, type DomainEvent } from '@tenon/contracts';
import { FiguresEventsService } from './figures-events.service';
import type { WeekClosedFacts } from './week-closed.event';

/** Kafka events only: what the dashboard's figures are built from. */
@Controller()
export class FiguresEventsController {
  constructor(private readonly events: FiguresEventsService) {}

  @EventPattern(weeklyEvents.weekClosed)
  weekClosed(@Payload() event: DomainEvent<WeekClosedFacts>) {
    return this.events.onWeekClosed(event);
  }

  // Causes and roadblocks come in bursts (a week closed, a roadblock list edited): a fetched run is applied at once.
  @EventBatchPattern(weeklyEvents.cncChanged)
  cncChanged(@Payload() events: Array<DomainEvent<CncChangedEvent>>) {
    return this.events.onCncChanges(events);
  }

  @EventBatchPattern(lookaheadEvents.constraintChanged)
  constraintChanged(@Payload() events: Array<DomainEvent<ConstraintChangedEvent>>) {
    return this.events.onConstraintChanges(events);
  }
}
