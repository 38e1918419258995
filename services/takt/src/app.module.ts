import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { TaktAccess } from './access/takt-access';
import { TaktAssignController } from './assign/takt-assign.controller';
import { TaktAssignService } from './assign/takt-assign.service';
import { LocationsController } from './locations/locations.controller';
import { LocationsService } from './locations/locations.service';
import { TaktOverviewController } from './overview/takt-overview.controller';
import { TaktOverviewService } from './overview/takt-overview.service';
import { DemoStructureSeed } from './seed/demo-structure.seed';
import { TaktAnalyticsModule } from './analytics/takt-analytics.module';
import { TaktStoreModule } from './takt-store.module';
import { TaktSettingsController } from './settings/takt-settings.controller';
import { TaktSettingsService } from './settings/takt-settings.service';
import { StructuresController } from './structures/structures.controller';
import { StructuresService } from './structures/structures.service';
import { TaktTreeReader } from './tree/takt-tree.reader';
import { UnitsController } from './units/units.controller';
import { UnitsService } from './units/units.service';
import { TAKT_PLAN_MODEL, taktPlanSchema } from './plan/takt-plan.schema';
import { TaktPlanController } from './plan/takt-plan.controller';
import { TaktPlansRepository } from './plan/takt-plan.repository';
import { TaktPlanService } from './plan/takt-plan.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: TAKT_PLAN_MODEL, schema: taktPlanSchema }]),
    TaktStoreModule,
    TaktAnalyticsModule,
  ],
  controllers: [TaktOverviewController, TaktSettingsController, StructuresController, LocationsController, UnitsController, TaktAssignController, TaktPlanController],
  providers: [
    ProjectAccessClient,
    TaktAccess,
    TaktSettingsService,
    TaktTreeReader,
    TaktOverviewService,
    StructuresService,
    LocationsService,
    UnitsService,
    TaktAssignService,
    DemoStructureSeed,
    TaktPlansRepository,
    TaktPlanService,
  ],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(private readonly demoStructure: DemoStructureSeed) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.SEED_DEMO !== 'false') await this.demoStructure.seedIfEmpty();
  }
}
