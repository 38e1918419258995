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

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: COMMITMENT_MODEL, schema: commitmentSchema },
      // causes of non-compliance
      { name: CNC_MODEL, schema: cncSchema },
      { name: CNC_TYPE_MODEL, schema: cncTypeSchema },
      { name: CNC_TYPE_SEED_MODEL, schema: cncTypeSeedSchema },
    ]),
  ],
  controllers: [
    WeeklyOverviewController,
    // causes of non-compliance
    CncController,
  ],
  providers: [
    ProjectAccessClient,
    CommitmentsRepository,
    WeeklyOverviewService,
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
  constructor(private readonly demoCncs: DemoCncsSeed) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.SEED_DEMO !== 'false') await this.demoCncs.seedIfEmpty();
  }
}
