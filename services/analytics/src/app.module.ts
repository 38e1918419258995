import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { ACTIVITY_PROGRESS_MODEL, activityProgressSchema } from './activity-progress/activity-progress.schema';
import { ActivityProgressRepository } from './activity-progress/activity-progress.repository';
import { AnalyticsOverviewController } from './overview/analytics-overview.controller';
import { AnalyticsOverviewService } from './overview/analytics-overview.service';
import { PPC_WEEK_MODEL, ppcWeekSchema } from './ppc-weeks/ppc-week.schema';
import { PpcWeeksRepository } from './ppc-weeks/ppc-weeks.repository';
import { CNC_FACT_MODEL, cncFactSchema } from './cnc-facts/cnc-fact.schema';
import { FACT_STAMP_MODEL, factStampSchema, FactStamps } from './facts/fact-stamps';
import { CncFactsRepository } from './cnc-facts/cnc-facts.repository';
import { ROADBLOCK_FACT_MODEL, roadblockFactSchema } from './roadblock-facts/roadblock-fact.schema';
import { RoadblockFactsRepository } from './roadblock-facts/roadblock-facts.repository';
import { FiguresEventsController } from './figures/figures-events.controller';
import { FiguresEventsService } from './figures/figures-events.service';
import { FiguresController } from './figures/figures.controller';
import { FiguresService } from './figures/figures.service';
import { DemoFiguresSeed } from './figures/demo-figures.seed';
import { BASELINE_CHUNK_MODEL, baselineChunkSchema, CURVE_ACTIVITY_CHUNK_MODEL, curveActivityChunkSchema, PROGRESS_UPDATE_MODEL, progressUpdateSchema } from './curves/curves.schemas';
import { BaselineChunksRepository, CurveActivitiesRepository, ProgressUpdatesRepository } from './curves/curves.repository';
import { CurvesEventsController } from './curves/curves-events.controller';
import { CurvesEventsService } from './curves/curves-events.service';
import { CurvesController } from './curves/curves.controller';
import { CurvesService } from './curves/curves.service';
import { LOAD_TIME_MODEL, loadTimeSchema } from './load-times/load-time.schema';
import { LoadTimesRepository } from './load-times/load-times.repository';
import { LoadTimesController } from './load-times/load-times.controller';
import { LoadTimesService } from './load-times/load-times.service';

import { BiController } from './bi/bi.controller';
import { BiDemoSeed } from './bi/bi-demo.seed';
import { BiEventsController } from './bi/bi-events.controller';
import { BiEventsService } from './bi/bi-events.service';
import { BiPagesRepository } from './bi/bi-pages.repository';
import { BI_ROW_MODEL, biRowSchema } from './bi/bi-row.schema';
import { BiRowsRepository } from './bi/bi-rows.repository';
import { BiService } from './bi/bi.service';
import { BI_ACTIVITY_CHUNK_MODEL, BI_ACTIVITY_SCHEDULE_MODEL, biActivityChunkSchema, biActivityScheduleSchema } from './bi/activity-chunks/bi-activity-chunk.schema';
import { BiActivityChunksRepository, BiActivitySchedulesRepository } from './bi/activity-chunks/bi-activity-chunks.repository';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PPC_WEEK_MODEL, schema: ppcWeekSchema },
      { name: ACTIVITY_PROGRESS_MODEL, schema: activityProgressSchema },
      { name: CNC_FACT_MODEL, schema: cncFactSchema },
      { name: ROADBLOCK_FACT_MODEL, schema: roadblockFactSchema },
      { name: FACT_STAMP_MODEL, schema: factStampSchema },
      { name: CURVE_ACTIVITY_CHUNK_MODEL, schema: curveActivityChunkSchema },
      { name: BASELINE_CHUNK_MODEL, schema: baselineChunkSchema },
      { name: PROGRESS_UPDATE_MODEL, schema: progressUpdateSchema },
      { name: LOAD_TIME_MODEL, schema: loadTimeSchema },
      { name: BI_ROW_MODEL, schema: biRowSchema },
      { name: BI_ACTIVITY_CHUNK_MODEL, schema: biActivityChunkSchema },
      { name: BI_ACTIVITY_SCHEDULE_MODEL, schema: biActivityScheduleSchema },
    ]),
  ],
  controllers: [AnalyticsOverviewController, FiguresEventsController, FiguresController, CurvesEventsController, CurvesController, LoadTimesController, BiEventsController, BiController],
  providers: [
    ProjectAccessClient,
    PpcWeeksRepository,
    ActivityProgressRepository,
    AnalyticsOverviewService,
    FactStamps,
    CncFactsRepository,
    RoadblockFactsRepository,
    FiguresEventsService,
    FiguresService,
    DemoFiguresSeed,
    CurveActivitiesRepository,
    BaselineChunksRepository,
    ProgressUpdatesRepository,
    CurvesEventsService,
    CurvesService,
    LoadTimesRepository,
    LoadTimesService,
    BiRowsRepository,
    BiActivitySchedulesRepository,
    BiActivityChunksRepository,
    BiPagesRepository,
    BiEventsService,
    BiService,
    BiDemoSeed,
  ],
})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    private readonly demoFigures: DemoFiguresSeed,
    private readonly biDemo: BiDemoSeed,
    private readonly biRows: BiRowsRepository,
    private readonly biActivities: BiActivityChunksRepository,
    private readonly curveActivities: CurveActivitiesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.biRows.keyLegacyRowsOnce();
    await this.biActivities.chunkLegacyRowsOnce();
    await this.curveActivities.chunkLegacyRowsOnce();
    if (process.env.SEED_DEMO !== 'false') await this.demoFigures.seedIfEmpty();
    if (process.env.SEED_DEMO !== 'false') await this.biDemo.seedIfEmpty();
  }
}
