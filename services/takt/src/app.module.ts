import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { TaktAccess } from './access/takt-access';
import { TaktAssignController } from './assign/takt-assign.controller';
import { TaktAssignService } from './assign/takt-assign.service';
import { LOCATION_MODEL, locationSchema } from './locations/location.schema';
import { LocationsController } from './locations/locations.controller';
import { LocationsRepository } from './locations/locations.repository';
import { LocationsService } from './locations/locations.service';
import { TaktOverviewController } from './overview/takt-overview.controller';
import { TaktOverviewService } from './overview/takt-overview.service';
import { DemoStructureSeed } from './seed/demo-structure.seed';
import { TaktAnalyticsModule } from './analytics/takt-analytics.module';
import { TAKT_SETTINGS_MODEL, taktSettingsSchema } from './settings/takt-settings.schema';
import { TaktSettingsController } from './settings/takt-settings.controller';
import { TaktSettingsRepository } from './settings/takt-settings.repository';
import { TaktSettingsService } from './settings/takt-settings.service';
import { STRUCTURE_MODEL, structureSchema } from './structures/structure.schema';
import { StructuresController } from './structures/structures.controller';
import { StructuresRepository } from './structures/structures.repository';
import { StructuresService } from './structures/structures.service';
import { TaktTreeReader } from './tree/takt-tree.reader';
import { UNIT_MODEL, unitSchema } from './units/unit.schema';
import { UNIT_RELATION_MODEL, unitRelationSchema } from './units/unit-relation.schema';
import { UnitRelationsRepository } from './units/unit-relations.repository';
import { UnitsController } from './units/units.controller';
import { UnitsRepository } from './units/units.repository';
import { UnitsService } from './units/units.service';
import { TAKT_PLAN_MODEL, taktPlanSchema } from './plan/takt-plan.schema';
import { TaktPlanController } from './plan/takt-plan.controller';
import { TaktPlansRepository } from './plan/takt-plan.repository';
import { TaktPlanService } from './plan/takt-plan.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: STRUCTURE_MODEL, schema: structureSchema },
      { name: LOCATION_MODEL, schema: locationSchema },
      { name: UNIT_MODEL, schema: unitSchema },
      { name: UNIT_RELATION_MODEL, schema: unitRelationSchema },
      { name: TAKT_SETTINGS_MODEL, schema: taktSettingsSchema },
      { name: TAKT_PLAN_MODEL, schema: taktPlanSchema },
    ]),
    TaktAnalyticsModule,
  ],
  controllers: [TaktOverviewController, TaktSettingsController, StructuresController, LocationsController, UnitsController, TaktAssignController, TaktPlanController],
  providers: [
    ProjectAccessClient,
    TaktAccess,
    TaktSettingsRepository,
    TaktSettingsService,
    StructuresRepository,
    LocationsRepository,
    UnitsRepository,
    UnitRelationsRepository,
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
