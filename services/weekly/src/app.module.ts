import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { COMMITMENT_MODEL, commitmentSchema } from './commitments/commitment.schema';
import { CommitmentsRepository } from './commitments/commitments.repository';
import { WeeklyOverviewController } from './overview/weekly-overview.controller';
import { WeeklyOverviewService } from './overview/weekly-overview.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: COMMITMENT_MODEL, schema: commitmentSchema }])],
  controllers: [WeeklyOverviewController],
  providers: [ProjectAccessClient, CommitmentsRepository, WeeklyOverviewService],
})
export class AppModule {}
