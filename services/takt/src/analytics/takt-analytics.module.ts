import { Module } from '@nestjs/common';
import { ProjectAccessClient } from '@tenon/service-kit';
import { TaktStoreModule } from '../takt-store.module';
import { TaktAnalyticsAccess } from './takt-analytics.access';
import { TaktAnalyticsController } from './takt-analytics.controller';
import { TaktAnalyticsService } from './takt-analytics.service';

/** Takt analytics reads the structures, locations and units; it writes nothing. */
@Module({
  imports: [TaktStoreModule],
  controllers: [TaktAnalyticsController],
  providers: [ProjectAccessClient, TaktAnalyticsAccess, TaktAnalyticsService],
})
export class TaktAnalyticsModule {}
