import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { masterplanEvents, type ActivityRowsChangedEvent, type BaselineActivatedEvent, type DomainEvent, type ProgressUpdatedEvent } from '@tenon/contracts';
import { CurvesEventsService } from './curves-events.service';

/** Kafka events only: what the S-curve, the sector progress and the milestone forecast are built from. */
@Controller()
export class CurvesEventsController {
  constructor(private readonly events: CurvesEventsService) {}

  @EventPattern(masterplanEvents.activityRowsChanged)
  activityRows(@Payload() event: DomainEvent<ActivityRowsChangedEvent>) {
    return this.events.onActivityRows(event);
  }

  @EventPattern(masterplanEvents.baselineActivated)
  baselineActivated(@Payload() event: DomainEvent<BaselineActivatedEvent>) {
    return this.events.onBaselineActivated(event);
  }

  @EventPattern(masterplanEvents.progressUpdated)
  progressUpdated(@Payload() event: DomainEvent<ProgressUpdatedEvent>) {
    return this.events.onProgressUpdated(event);
  }
}
