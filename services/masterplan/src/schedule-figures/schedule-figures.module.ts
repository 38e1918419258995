import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence.module';
import { ScheduleFiguresController } from './schedule-figures.controller';
import { ScheduleFiguresRepository } from './schedule-figures.repository';
import { ScheduleFiguresService } from './schedule-figures.service';

/** Dates and progress per schedule for the projects home (`masterplan.schedules.summaries`). */
@Module({
  imports: [PersistenceModule],
  controllers: [ScheduleFiguresController],
  providers: [ScheduleFiguresService, ScheduleFiguresRepository],
})
export class ScheduleFiguresModule {}
