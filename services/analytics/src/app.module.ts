import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { ACTIVITY_PROGRESS_MODEL, activityProgressSchema } from './activity-progress/activity-progress.schema';
import { ActivityProgressRepository } from './activity-progress/activity-progress.repository';
import { AnalyticsOverviewController } from './overview/analytics-overview.controller';
import { AnalyticsOverviewService } from './overview/analytics-overview.service';
import { PPC_WEEK_MODEL, ppcWeekSchema } from './ppc-weeks/ppc-week.schema';
import { PpcWeeksRepository } from './ppc-weeks/ppc-weeks.repository';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PPC_WEEK_MODEL, schema: ppcWeekSchema },
      { name: ACTIVITY_PROGRESS_MODEL, schema: activityProgressSchema },
    ]),
  ],
  controllers: [AnalyticsOverviewController],
  providers: [ProjectAccessClient, PpcWeeksRepository, ActivityProgressRepository, AnalyticsOverviewService],
})
export class AppModule {}
