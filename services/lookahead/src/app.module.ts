import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { CONSTRAINT_MODEL, constraintSchema } from './constraints/constraint.schema';
import { ConstraintsRepository } from './constraints/constraints.repository';
import { LookaheadOverviewController } from './overview/lookahead-overview.controller';
import { LookaheadOverviewService } from './overview/lookahead-overview.service';
import { TASK_MODEL, taskSchema } from './tasks/task.schema';
import { TasksRepository } from './tasks/tasks.repository';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: TASK_MODEL, schema: taskSchema },
      { name: CONSTRAINT_MODEL, schema: constraintSchema },
    ]),
  ],
  controllers: [LookaheadOverviewController],
  providers: [ProjectAccessClient, TasksRepository, ConstraintsRepository, LookaheadOverviewService],
})
export class AppModule {}
