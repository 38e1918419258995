import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ProjectAccessClient } from '@tenon/service-kit';
import { ProjectsClient } from './common/projects.client';
import { CriticalPathController } from './critical-path/critical-path.controller';
import { CriticalPathService } from './critical-path/critical-path.service';
import { PersistenceModule } from './persistence.module';
import { PlanController } from './plan/plan.controller';
import { PlanService } from './plan/plan.service';
import { ScheduleFiguresModule } from './schedule-figures/schedule-figures.module';
import { MasterplanSchedulesController } from './schedules/masterplan-schedules.controller';
import { MasterplanSchedulesService } from './schedules/masterplan-schedules.service';
import { DemoSeedService } from './seed/demo-seed.service';
import { GanttViewsController } from './views/gantt-views.controller';
import { GanttViewsService } from './views/gantt-views.service';

@Module({
  imports: [PersistenceModule, ScheduleFiguresModule],
  controllers: [MasterplanSchedulesController, CriticalPathController, PlanController, GanttViewsController],
  providers: [ProjectsClient, ProjectAccessClient, MasterplanSchedulesService, CriticalPathService, PlanService, GanttViewsService, DemoSeedService],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(private readonly seed: DemoSeedService) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.SEED_DEMO !== 'false') await this.seed.seedIfEmpty();
  }
}
