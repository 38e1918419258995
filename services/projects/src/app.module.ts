import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ProjectAccessController } from './access/project-access.controller';
import { ProjectAccessService } from './access/project-access.service';
import { KafkaProjectsEvents } from './common/kafka-projects-events';
import { ProjectsEventsPort } from './common/projects-events.port';
import { MasterplanClient } from './home/masterplan.client';
import { ProjectMembersController } from './members/project-members.controller';
import { ProjectMembersService } from './members/project-members.service';
import { PersistenceModule } from './persistence.module';
import { ProjectsController } from './projects/projects.controller';
import { ProjectsService } from './projects/projects.service';
import { SchedulesController } from './schedules/schedules.controller';
import { SchedulesService } from './schedules/schedules.service';
import { DemoSeedService } from './seed/demo-seed.service';
import { SubcontractsController } from './subcontracts/subcontracts.controller';
import { SubcontractsService } from './subcontracts/subcontracts.service';
import { TagsController } from './tags/tags.controller';
import { TagsService } from './tags/tags.service';
import { TemplateDuplicationService } from './templates/template-duplication.service';
import { TemplateSeedService } from './templates/template-seed.service';

@Module({
  imports: [PersistenceModule],
  controllers: [ProjectsController, SchedulesController, ProjectAccessController, ProjectMembersController, SubcontractsController, TagsController],
  providers: [
    ProjectsService,
    SchedulesService,
    ProjectAccessService,
    ProjectMembersService,
    SubcontractsService,
    TagsService,
    TemplateDuplicationService,
    TemplateSeedService,
    MasterplanClient,
    DemoSeedService,
    { provide: ProjectsEventsPort, useClass: KafkaProjectsEvents },
  ],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: DemoSeedService,
    private readonly template: TemplateSeedService,
  ) {}

  /** The template project is product data and always installed; the demo company only unless SEED_DEMO=false. */
  async onApplicationBootstrap(): Promise<void> {
    await this.template.seedIfMissing();
    if (process.env.SEED_DEMO !== 'false') await this.seed.seedIfEmpty();
  }
}
