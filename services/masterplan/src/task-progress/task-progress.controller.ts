import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { lookaheadEvents, type DomainEvent, type LookaheadTaskEvent } from '@tenon/contracts';
import { TaskProgressService } from './task-progress.service';

/** Kafka events only: task writes of the lookahead, whose rolled-up progress the plan takes. */
@Controller()
export class TaskProgressController {
  constructor(private readonly taskProgress: TaskProgressService) {}

  @EventPattern(lookaheadEvents.taskUpdated)
  taskUpdated(@Payload() event: DomainEvent<LookaheadTaskEvent>) {
    return this.taskProgress.onTaskUpdated(event);
  }
}
