import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { masterplanEvents, type ActivityRowsChangedEvent, type DomainEvent } from '@tenon/contracts';
import { ActivityReadModelService } from './activity-read-model.service';

/** Kafka events only: the master plan's activity rows, applied in order per schedule. */
@Controller()
export class ActivitiesController {
  constructor(private readonly readModel: ActivityReadModelService) {}

  @EventPattern(masterplanEvents.activityRowsChanged)
  rowsChanged(@Payload() event: DomainEvent<ActivityRowsChangedEvent>) {
    return this.readModel.onRowsChanged(event);
  }
}
