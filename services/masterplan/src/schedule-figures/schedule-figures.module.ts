import { Module } from '@nestjs/common';
import { ScheduleFiguresController } from './schedule-figures.controller';
import { ScheduleFiguresRepository } from './schedule-figures.repository';
import { ScheduleFiguresService } from './schedule-figures.service';

/** Dates and progress per schedule for the projects home (`masterplan.schedules.summaries`). */
@Module({
  controllers: [ScheduleFiguresController],
  providers: [ScheduleFiguresService, ScheduleFiguresRepository],
})
export class ScheduleFiguresModule {}
