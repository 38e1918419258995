import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProjectAccessClient } from '@tenon/service-kit';
import { ActivityRowsPublisher } from '../activity-rows/activity-rows.publisher';
import { CriticalPathService } from '../critical-path/critical-path.service';
import { ProjectsClient } from '../common/projects.client';
import { PersistenceModule } from '../persistence.module';
import { PlanService } from '../plan/plan.service';
import { ImportedTagsAndResources } from './imported-tags-resources';
import { PendingImportsStore } from './pending-imports.store';
import { ScheduleFileReaderPool } from './schedule-file-reader.pool';
import { SCHEDULE_IMPORT_MODEL, scheduleImportSchema } from './schedule-import.schema';
import { ScheduleImportsController } from './schedule-imports.controller';
import { ScheduleImportsRepository } from './schedule-imports.repository';
import { ScheduleImportsService } from './schedule-imports.service';

/** Schedule files imported into an empty schedule (spec 2 §2.2). */
@Module({
  imports: [PersistenceModule, MongooseModule.forFeature([{ name: SCHEDULE_IMPORT_MODEL, schema: scheduleImportSchema }])],
  controllers: [ScheduleImportsController],
  providers: [ScheduleImportsService, ScheduleImportsRepository, PendingImportsStore, ScheduleFileReaderPool, PlanService, ActivityRowsPublisher, CriticalPathService, ProjectAccessClient, ProjectsClient, ImportedTagsAndResources],
})
export class ScheduleImportsModule {}
