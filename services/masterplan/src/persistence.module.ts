import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ACTIVITY_MODEL, activitySchema } from './activities/activity.schema';
import { BASELINE_MODEL, BASELINE_POINTS_MODEL, baselinePointsSchema, baselineSchema } from './baselines/baseline.schema';
import { BaselinesRepository } from './baselines/baselines.repository';
import { CALENDAR_MODEL, calendarSchema } from './calendars/calendar.schema';
import { CalendarsRepository } from './calendars/calendars.repository';
import { MODIFICATION_REQUEST_MODEL, modificationRequestSchema } from './modification-requests/modification-request.schema';
import { ModificationRequestsRepository } from './modification-requests/modification-requests.repository';
import { RESOURCE_MODEL, resourceSchema } from './resources/resource.schema';
import { ResourcesRepository } from './resources/resources.repository';
import { LINK_MODEL, linkSchema } from './links/link.schema';
import { PLAN_CHUNK_MODEL, planChunkSchema } from './plan/plan-chunk.schema';
import { PLAN_COMMIT_MODEL, planCommitSchema } from './plan/plan-commit.schema';
import { PLAN_HEAD_MODEL, planHeadSchema } from './plan/plan-head.schema';
import { PLAN_JOURNAL_MODEL, planJournalSchema } from './plan/plan-journal.schema';
import { PlanStore } from './plan/plan.store';
import { GANTT_VIEW_MODEL, ganttViewSchema } from './views/gantt-view.schema';
import { GanttViewsRepository } from './views/gantt-views.repository';
import { DATA_DATE_MODEL, dataDateSchema, SCHEDULE_UPDATE_MODEL, scheduleUpdateSchema, UPDATE_PROGRESS_MODEL, updateProgressSchema } from './progress/schedule-progress.schema';
import { DataDatesRepository, ScheduleUpdatesRepository } from './progress/schedule-progress.repository';
import { TASK_PROGRESS_MODEL, taskProgressSchema } from './task-progress/task-progress.schema';
import { TaskProgressInbox } from './task-progress/task-progress.repository';

const repositories = [CalendarsRepository, PlanStore, GanttViewsRepository, BaselinesRepository, ModificationRequestsRepository, ResourcesRepository, DataDatesRepository, ScheduleUpdatesRepository, TaskProgressInbox];

/** The masterplan database: its collections and the repositories over them. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ACTIVITY_MODEL, schema: activitySchema },
      { name: LINK_MODEL, schema: linkSchema },
      { name: CALENDAR_MODEL, schema: calendarSchema },
      { name: PLAN_HEAD_MODEL, schema: planHeadSchema },
      { name: PLAN_JOURNAL_MODEL, schema: planJournalSchema },
      { name: PLAN_COMMIT_MODEL, schema: planCommitSchema },
      { name: PLAN_CHUNK_MODEL, schema: planChunkSchema },
      { name: GANTT_VIEW_MODEL, schema: ganttViewSchema },
      { name: BASELINE_MODEL, schema: baselineSchema },
      { name: BASELINE_POINTS_MODEL, schema: baselinePointsSchema },
      { name: MODIFICATION_REQUEST_MODEL, schema: modificationRequestSchema },
      { name: RESOURCE_MODEL, schema: resourceSchema },
      { name: DATA_DATE_MODEL, schema: dataDateSchema },
      { name: SCHEDULE_UPDATE_MODEL, schema: scheduleUpdateSchema },
      { name: UPDATE_PROGRESS_MODEL, schema: updateProgressSchema },
      { name: TASK_PROGRESS_MODEL, schema: taskProgressSchema },
    ]),
  ],
  providers: repositories,
  exports: repositories,
})
export class PersistenceModule {}
