import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ProjectAccessController } from './access/project-access.controller';
import { ProjectAccessService } from './access/project-access.service';
import { KafkaProjectsEvents } from './common/kafka-projects-events';
import { ProjectsEventsPort } from './common/projects-events.port';
import { PersistenceModule } from './persistence.module';
import { ProjectsController } from './projects/projects.controller';
import { ProjectsService } from './projects/projects.service';
import { SchedulesController } from './schedules/schedules.controller';
import { SchedulesService } from './schedules/schedules.service';
import { DemoSeedService } from './seed/demo-seed.service';

@Module({
  imports: [PersistenceModule],
  controllers: [ProjectsController, SchedulesController, ProjectAccessController],
  providers: [
    ProjectsService,
    SchedulesService,
    ProjectAccessService,
    DemoSeedService,
    { provide: ProjectsEventsPort, useClass: KafkaProjectsEvents },
  ],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(private readonly seed: DemoSeedService) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.SEED_DEMO !== 'false') await this.seed.seedIfEmpty();
  }
}
