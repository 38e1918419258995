import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LOCATION_MODEL, locationSchema } from './locations/location.schema';
import { LocationsRepository } from './locations/locations.repository';
import { TAKT_SETTINGS_MODEL, taktSettingsSchema } from './settings/takt-settings.schema';
import { TaktSettingsRepository } from './settings/takt-settings.repository';
import { STRUCTURE_MODEL, structureSchema } from './structures/structure.schema';
import { StructuresRepository } from './structures/structures.repository';
import { UNIT_MODEL, unitSchema } from './units/unit.schema';
import { UNIT_RELATION_MODEL, unitRelationSchema } from './units/unit-relation.schema';
import { UnitRelationsRepository } from './units/unit-relations.repository';
import { UnitsRepository } from './units/units.repository';

const REPOSITORIES = [TaktSettingsRepository, StructuresRepository, LocationsRepository, UnitsRepository, UnitRelationsRepository];

/**
 * The takt structure's collections and repositories, one instance each for the planning side and for analytics: the
 * units repository's one-time move of older relations runs once at start, not once per module.
 */
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
  providers: REPOSITORIES,
  exports: REPOSITORIES,
})
export class TaktStoreModule {}
