import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { LOCATION_MODEL, locationSchema } from './locations/location.schema';
import { LocationsRepository } from './locations/locations.repository';
import { TaktOverviewController } from './overview/takt-overview.controller';
import { TaktOverviewService } from './overview/takt-overview.service';
import { UNIT_MODEL, unitSchema } from './units/unit.schema';
import { UnitsRepository } from './units/units.repository';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: LOCATION_MODEL, schema: locationSchema },
      { name: UNIT_MODEL, schema: unitSchema },
    ]),
  ],
  controllers: [TaktOverviewController],
  providers: [ProjectAccessClient, LocationsRepository, UnitsRepository, TaktOverviewService],
})
export class AppModule {}
