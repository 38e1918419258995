import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { COMMITMENT_MODEL, commitmentSchema } from './commitments/commitment.schema';
import { CommitmentsRepository } from './commitments/commitments.repository';
import { WeeklyOverviewController } from './overview/weekly-overview.controller';
import { WeeklyOverviewService } from './overview/weekly-overview.service';
import { CncAccess } from './cnc/cnc-access';
import { CncController } from './cnc/cnc.controller';
import { CNC_MODEL, CNC_TYPE_MODEL, CNC_TYPE_SEED_MODEL, cncSchema, cncTypeSchema, cncTypeSeedSchema } from './cnc/cnc.schema';
import { CncTypesRepository } from './cnc/cnc-types.repository';
import { CncTypesService } from './cnc/cnc-types.service';
import { CncsRepository } from './cnc/cncs.repository';
import { CncsService } from './cnc/cncs.service';
import { DemoCncsSeed } from './cnc/demo-cncs.seed';
import { LookaheadTasksClient } from './cnc/lookahead-tasks.client';
import { TaskReadModelController } from './task-read-model/task-read-model.controller';
import { TaskReadModelService } from './task-read-model/task-read-model.service';
import { WEEK_TASK_HEAD_MODEL, WEEK_TASK_MODEL, weekTaskHeadSchema, weekTaskSchema } from './task-read-model/week-task.schema';
import { WeekTaskHeadsRepository, WeekTasksRepository } from './task-read-model/week-tasks.repository';
import { DemoWeeksSeed } from './weeks/demo-weeks.seed';
import { WEEK_MODEL, weekSchema } from './weeks/week.schema';
import { WeeksController } from './weeks/weeks.controller';
import { WeekCommitmentsRepository, WeeksRepository } from './weeks/weeks.repository';
import { WeeksService } from './weeks/weeks.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: COMMITMENT_MODEL, schema: commitmentSchema },
      { name: WEEK_MODEL, schema: weekSchema },
      { name: WEEK_TASK_MODEL, schema: weekTaskSchema },
      { name: WEEK_TASK_HEAD_MODEL, schema: weekTaskHeadSchema },
      // causes of non-compliance
      { name: CNC_MODEL, schema: cncSchema },
      { name: CNC_TYPE_MODEL, schema: cncTypeSchema },
      { name: CNC_TYPE_SEED_MODEL, schema: cncTypeSeedSchema },
    ]),
  ],
  controllers: [
    WeeklyOverviewController,
    WeeksController,
    TaskReadModelController,
    // causes of non-compliance
    CncController,
  ],
  providers: [
    ProjectAccessClient,
    CommitmentsRepository,
    WeeklyOverviewService,
    WeekTasksRepository,
    WeekTaskHeadsRepository,
    TaskReadModelService,
    WeeksRepository,
    WeekCommitmentsRepository,
    WeeksService,
    DemoWeeksSeed,
    // causes of non-compliance
    CncAccess,
    CncsRepository,
    CncTypesRepository,
    CncTypesService,
    CncsService,
    LookaheadTasksClient,
    DemoCncsSeed,
  ],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    private readonly demoWeeks: DemoWeeksSeed,
    private readonly demoCncs: DemoCncsSeed,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.SEED_DEMO !== 'false') {
      await this.demoWeeks.seedIfEmpty();
      await this.demoCncs.seedIfEmpty();
    }
  }
}
