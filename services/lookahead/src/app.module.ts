import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { CONSTRAINT_MODEL, constraintSchema } from './constraints/constraint.schema';
import { ConstraintsRepository } from './constraints/constraints.repository';
import { CONSTRAINT_TASK_MODEL, constraintTaskSchema } from './constraints/constraint-task.schema';
import { ConstraintRestrictions } from './constraints/constraint-restrictions';
import { ConstraintTasksRepository } from './constraints/constraint-tasks.repository';
import { ConstraintsController } from './constraints/constraints.controller';
import { ConstraintsService } from './constraints/constraints.service';
import { DemoRoadblocksSeed } from './constraints/demo-roadblocks.seed';
import { OverdueRoadblocksSweeper } from './constraints/overdue-roadblocks.sweeper';
import { LookaheadOverviewController } from './overview/lookahead-overview.controller';
import { LookaheadOverviewService } from './overview/lookahead-overview.service';
import { TASK_MODEL, taskSchema } from './tasks/task.schema';
import { TasksRepository } from './tasks/tasks.repository';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: TASK_MODEL, schema: taskSchema },
      { name: CONSTRAINT_MODEL, schema: constraintSchema },
      { name: CONSTRAINT_TASK_MODEL, schema: constraintTaskSchema },
    ]),
  ],
  controllers: [LookaheadOverviewController, ConstraintsController],
  providers: [
    ProjectAccessClient,
    TasksRepository,
    ConstraintsRepository,
    LookaheadOverviewService,
    ConstraintTasksRepository,
    ConstraintRestrictions,
    ConstraintsService,
    DemoRoadblocksSeed,
    OverdueRoadblocksSweeper,
  ],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(private readonly roadblocksSeed: DemoRoadblocksSeed) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.SEED_DEMO !== 'false') await this.roadblocksSeed.seedIfEmpty();
  }
}
