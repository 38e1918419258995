import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { getProcessLogger, ProjectAccessClient } from '@tenon/service-kit';
import { ActivityRowsController } from './activity-rows/activity-rows.controller';
import { ActivityRowsPublisher } from './activity-rows/activity-rows.publisher';
import { ActivityRowsService } from './activity-rows/activity-rows.service';
import { BaselinesController } from './baselines/baselines.controller';
import { BaselinesService } from './baselines/baselines.service';
import { BaselineActivatedPublisher } from './baselines/baseline-activated.publisher';
import { CalendarsController } from './calendars/calendars.controller';
import { CalendarsService } from './calendars/calendars.service';
import { ProjectsClient } from './common/projects.client';
import { CriticalPathController } from './critical-path/critical-path.controller';
import { CriticalPathService } from './critical-path/critical-path.service';
import { PlanExportController } from './export/plan-export.controller';
import { PlanExportService } from './export/plan-export.service';
import { ModificationRequestsController } from './modification-requests/modification-requests.controller';
import { ModificationRequestsService } from './modification-requests/modification-requests.service';
import { PersistenceModule } from './persistence.module';
import { ResourcesController } from './resources/resources.controller';
import { ResourcesService } from './resources/resources.service';
import { PlanController } from './plan/plan.controller';
import { PlanService } from './plan/plan.service';
import { ScheduleFiguresModule } from './schedule-figures/schedule-figures.module';
import { ScheduleImportsModule } from './import/schedule-imports.module';
import { TaskProgressController } from './task-progress/task-progress.controller';
import { TaskProgressService } from './task-progress/task-progress.service';
import { MasterplanSchedulesController } from './schedules/masterplan-schedules.controller';
import { MasterplanSchedulesService } from './schedules/masterplan-schedules.service';
import { PlanStore } from './plan/plan.store';
import { ScheduleProgressController } from './progress/schedule-progress.controller';
import { ScheduleProgressService } from './progress/schedule-progress.service';
import { DemoSeedService } from './seed/demo-seed.service';
import { GanttViewsController } from './views/gantt-views.controller';
import { GanttViewsService } from './views/gantt-views.service';

@Module({
  imports: [PersistenceModule, ScheduleFiguresModule, ScheduleImportsModule],
  controllers: [MasterplanSchedulesController, CriticalPathController, PlanController, GanttViewsController, CalendarsController, BaselinesController, ModificationRequestsController, ResourcesController, PlanExportController, ScheduleProgressController, ActivityRowsController, TaskProgressController],
  providers: [ProjectsClient, ProjectAccessClient, MasterplanSchedulesService, CriticalPathService, PlanService, GanttViewsService, CalendarsService, BaselinesService, ModificationRequestsService, ResourcesService, DemoSeedService, PlanExportService, ScheduleProgressService, ActivityRowsPublisher, ActivityRowsService, TaskProgressService, BaselineActivatedPublisher],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: DemoSeedService,
    private readonly plans: PlanStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // In the background: a database with many plans kept one row per document takes a while, and readers manage meanwhile.
    void this.plans.moveRowsIntoChunks().then(
      (moved) => moved > 0 && getProcessLogger().info({ moved }, 'plans moved into chunks'),
      (error: unknown) => getProcessLogger().error({ err: error }, 'plans not moved into chunks'),
    );
    if (process.env.SEED_DEMO !== 'false') await this.seed.seedIfEmpty();
  }
}
