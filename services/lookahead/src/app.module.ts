import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { ActivitiesController } from './activities/activities.controller';
import { ActivitiesRepository, ActivityHeadsRepository } from './activities/activities.repository';
import { ActivityReadModelService } from './activities/activity-read-model.service';
import { ACTIVITY_HEAD_MODEL, ACTIVITY_PAGE_MODEL, ACTIVITY_PAGE_SET_MODEL, activityHeadSchema, activityPageSchema, activityPageSetSchema } from './activities/activity.schema';
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
import { DemoTasksSeed } from './tasks/demo-tasks.seed';
import { DemoTaktTasksSeed } from './tasks/demo-takt-tasks.seed';
import { TASK_MODEL, taskSchema } from './tasks/task.schema';
import { TASK_STAMP_MODEL, taskStampSchema } from './tasks/task-stamp.schema';
import { TaskStamps } from './tasks/task-stamps';
import { TaskRoadblocksReader } from './tasks/task-roadblocks.reader';
import { TasksController } from './tasks/tasks.controller';
import { TaskLookupController } from './tasks/task-lookup.controller';
import { TasksRepository } from './tasks/tasks.repository';
import { TasksService } from './tasks/tasks.service';
import { WeeklyCommitmentsController } from './weekly/weekly-commitments.controller';
import { WeeklyCommitmentsService } from './weekly/weekly-commitments.service';
import { PLAN_VIEW_MODEL, planViewSchema } from './views/plan-view.schema';
import { PlanViewsController } from './views/plan-views.controller';
import { PlanViewsRepository } from './views/plan-views.repository';
import { PlanViewsService } from './views/plan-views.service';
import { TaktTasksController } from './tasks/takt-tasks.controller';
import { TaktTasksService } from './tasks/takt-tasks.service';
import { LookaheadResourcesController } from './resources/lookahead-resources.controller';
import { LookaheadResourcesService } from './resources/lookahead-resources.service';
import { ResourceCatalogClient } from './resources/resource-catalog.client';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: TASK_MODEL, schema: taskSchema },
      { name: TASK_STAMP_MODEL, schema: taskStampSchema },
      { name: CONSTRAINT_MODEL, schema: constraintSchema },
      { name: ACTIVITY_PAGE_MODEL, schema: activityPageSchema },
      { name: ACTIVITY_PAGE_SET_MODEL, schema: activityPageSetSchema },
      { name: ACTIVITY_HEAD_MODEL, schema: activityHeadSchema },
      { name: CONSTRAINT_TASK_MODEL, schema: constraintTaskSchema },
      { name: PLAN_VIEW_MODEL, schema: planViewSchema },
    ]),
  ],
  controllers: [LookaheadOverviewController, TasksController, ActivitiesController, ConstraintsController, TaskLookupController, WeeklyCommitmentsController, PlanViewsController, TaktTasksController, LookaheadResourcesController],
  providers: [
    ProjectAccessClient,
    TaskStamps,
    TasksRepository,
    ConstraintsRepository,
    LookaheadOverviewService,
    ActivitiesRepository,
    ActivityHeadsRepository,
    ActivityReadModelService,
    TaskRoadblocksReader,
    TasksService,
    TaktTasksService,
    DemoTasksSeed,
    DemoTaktTasksSeed,
    ConstraintTasksRepository,
    ConstraintRestrictions,
    ConstraintsService,
    DemoRoadblocksSeed,
    OverdueRoadblocksSweeper,
    WeeklyCommitmentsService,
    PlanViewsRepository,
    PlanViewsService,
    ResourceCatalogClient,
    LookaheadResourcesService,
  ],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    private readonly demoTasks: DemoTasksSeed,
    private readonly demoTaktTasks: DemoTaktTasksSeed,
    private readonly roadblocksSeed: DemoRoadblocksSeed,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Tasks first: the demo roadblocks may name them.
    if (process.env.SEED_DEMO !== 'false') {
      await this.demoTasks.seedIfEmpty();
      await this.demoTaktTasks.seedIfEmpty();
      await this.roadblocksSeed.seedIfEmpty();
    }
  }
}
