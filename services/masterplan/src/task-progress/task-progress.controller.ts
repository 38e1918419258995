import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { lookaheadEvents, type DomainEvent, type TasksBatchEvent, type TaskUpdatedEvent } from '@tenon/contracts';
import { TaskProgressService } from './task-progress.service';

/** Kafka events only: task writes of the lookahead, whose rolled-up progress the plan takes. */
@Controller()
export class TaskProgressController {
  constructor(private readonly taskProgress: TaskProgressService) {}

  @EventPattern(lookaheadEvents.taskUpdated)
  taskUpdated(@Payload() event: DomainEvent<TaskUpdatedEvent | TasksBatchEvent>) {
    return this.taskProgress.onTaskUpdated(event);
  }
}
