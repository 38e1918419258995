import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { LOCATION_MODEL, locationSchema } from '../locations/location.schema';
import { LocationsRepository } from '../locations/locations.repository';
import { TAKT_SETTINGS_MODEL, taktSettingsSchema } from '../settings/takt-settings.schema';
import { TaktSettingsRepository } from '../settings/takt-settings.repository';
import { STRUCTURE_MODEL, structureSchema } from '../structures/structure.schema';
import { StructuresRepository } from '../structures/structures.repository';
import { UNIT_MODEL, unitSchema } from '../units/unit.schema';
import { UNIT_RELATION_MODEL, unitRelationSchema } from '../units/unit-relation.schema';
import { UnitRelationsRepository } from '../units/unit-relations.repository';
import { UnitsRepository } from '../units/units.repository';
import { TaktAnalyticsAccess } from './takt-analytics.access';
import { TaktAnalyticsController } from './takt-analytics.controller';
import { TaktAnalyticsService } from './takt-analytics.service';

/** Takt analytics reads the structures, locations and units; it writes nothing. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: STRUCTURE_MODEL, schema: structureSchema },
      { name: LOCATION_MODEL, schema: locationSchema },
      { name: UNIT_MODEL, schema: unitSchema },
      { name: UNIT_RELATION_MODEL, schema: unitRelationSchema },
      { name: TAKT_SETTINGS_MODEL, schema: taktSettingsSchema },
    ]),
  ],
  controllers: [TaktAnalyticsController],
  providers: [ProjectAccessClient, TaktSettingsRepository, StructuresRepository, LocationsRepository, UnitsRepository, UnitRelationsRepository, TaktAnalyticsAccess, TaktAnalyticsService],
})
export class TaktAnalyticsModule {}
