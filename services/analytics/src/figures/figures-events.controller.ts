import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
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

  @EventPattern(weeklyEvents.cncChanged)
  cncChanged(@Payload() event: DomainEvent<CncChangedEvent>) {
    return this.events.onCncChanged(event);
  }

  @EventPattern(lookaheadEvents.constraintChanged)
  constraintChanged(@Payload() event: DomainEvent<ConstraintChangedEvent>) {
    return this.events.onConstraintChanged(event);
  }
}
