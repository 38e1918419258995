import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { lookaheadEvents, type DomainEvent, type LookaheadTaskEvent } from '@tenon/contracts';
import { TaskReadModelService } from './task-read-model.service';

/** Kafka events only: the lookahead's task writes, in order per schedule. */
@Controller()
export class TaskReadModelController {
  constructor(private readonly readModel: TaskReadModelService) {}

  @EventPattern(lookaheadEvents.taskUpdated)
  taskUpdated(@Payload() event: DomainEvent<LookaheadTaskEvent>) {
    return this.readModel.onTaskEvent(event);
  }
}
