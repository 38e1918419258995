import { Injectable } from '@nestjs/common';
import type {
  ActivityRowsChangedEvent,
  BaselineActivatedEvent,
  DomainEvent,
  ProjectCreatedPayload,
  ProjectUpdatedPayload,
  ScheduleCreatedPayload,
  ScheduleDeletedPayload,
  TaskReply,
  LookaheadTaskEvent,
  WeekCommittedEvent,
} from '@tenon/contracts';
import { companyScope, ProcessedEventsStore } from '@tenon/service-kit';
import { BaselineChunksRepository } from '../curves/curves.repository';
import { BiActivityChunksRepository } from './activity-chunks/bi-activity-chunks.repository';
import { BiRowsRepository } from './bi-rows.repository';

/**
 * The curves consume the masterplan's events too, in the same group: each read model remembers the events it applied
 * under its own mark, so one having applied an event never makes the other skip it.
 */
const forBi = <T>(event: DomainEvent<T>) => ({ eventId: `${event.eventId}:bi`, topic: event.topic });

/**
 * Builds the BI read model from the other services' events only. Each event is applied once, and every write is an
 * upsert keyed by the thing it describes, so reading the topics again from the beginning gives the same rows.
 */
@Injectable()
export class BiEventsService {
  constructor(
    private readonly processed: ProcessedEventsStore,
    private readonly rows: BiRowsRepository,
    private readonly activities: BiActivityChunksRepository,
    private readonly baselines: BaselineChunksRepository,
  ) {}

  async onProjectCreated(event: DomainEvent<ProjectCreatedPayload>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const project = event.payload;
      await this.rows.put(companyScope(project.companyId), 'project', project.projectId, { projectId: project.projectId, scheduleId: null }, {
        projectId: project.projectId,
        name: project.name,
        modules: project.modules,
      });
    });
  }

  async onProjectUpdated(event: DomainEvent<ProjectUpdatedPayload>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const project = event.payload;
      await this.rows.put(companyScope(project.companyId), 'project', project.projectId, { projectId: project.projectId, scheduleId: null }, {
        projectId: project.projectId,
        stage: project.stage,
        planificationDay: project.planificationDay,
      });
    });
  }

  /** Created or renamed: the schedule's name as it is now. */
  async onScheduleNamed(event: DomainEvent<ScheduleCreatedPayload>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const schedule = event.payload;
      await this.rows.put(companyScope(schedule.companyId), 'schedule', schedule.scheduleId, schedule, {
        scheduleId: schedule.scheduleId,
        name: schedule.name,
      });
    });
  }

  async onScheduleDeleted(event: DomainEvent<ScheduleDeletedPayload>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const schedule = event.payload;
      const scope = companyScope(schedule.companyId);
      const at = new Date();
      await this.activities.removeSchedule(scope, schedule.scheduleId, at);
      await this.rows.removeOfSchedule(scope, ['task', 'commitment'], schedule.scheduleId, at);
      await this.rows.remove(scope, 'schedule', [schedule.scheduleId]);
    });
  }

  async onActivityRowsChanged(event: DomainEvent<ActivityRowsChangedEvent>): Promise<void> {
    await this.processed.consumeOnce(forBi(event), async () => {
      const change = event.payload;
      const scope = companyScope(change.companyId);
      const place = { projectId: change.projectId, scheduleId: change.scheduleId };
      const at = new Date();
      await this.activities.put(
        scope,
        place,
        change.activities.map((activity) => ({
          key: activity.id,
          fields: {
            activityId: activity.id,
            parentId: activity.parentId,
            correlativeId: activity.correlativeId,
            name: activity.name,
            isSummary: activity.isSummary,
            isMilestone: activity.isMilestone,
            start: activity.start,
            finish: activity.finish,
            progress: activity.progress,
            // Rows of a masterplan that did not schedule them yet say nothing: what an earlier event said stays.
            ...(activity.totalFloatDays === undefined ? {} : { totalFloatDays: activity.totalFloatDays }),
            ...(activity.freeFloatDays === undefined ? {} : { freeFloatDays: activity.freeFloatDays }),
            ...(activity.critical === undefined ? {} : { critical: activity.critical }),
          },
        })),
        at,
        change.version,
      );
      await this.activities.remove(scope, place, change.deletedActivityIds, at);
      // Chunks of a version come in order on the schedule's partition: after the last one of a whole plan, rows it
      // did not carry were deleted from the plan.
      if (change.whole && change.chunkIndex === change.chunkCount - 1) await this.activities.removeBefore(scope, place, change.version, at);
    });
  }

  /**
   * The BI activities read their baseline dates from the active baseline's points when a page is asked; the schedule's
   * rows are marked changed so a refresh by `updatedSince` reads the new dates.
   */
  async onBaselineActivated(event: DomainEvent<BaselineActivatedEvent>): Promise<void> {
    await this.processed.consumeOnce(forBi(event), async () => {
      const baseline = event.payload;
      const scope = companyScope(baseline.companyId);
      // The same write the curves make for this event: whichever runs first, the points are there before the rows
      // are marked changed.
      await this.baselines.putChunk(scope, { projectId: baseline.projectId, scheduleId: baseline.scheduleId }, baseline);
      await this.activities.baselineChanged(scope, baseline.scheduleId, new Date());
    });
  }

  async onTaskUpdated(event: DomainEvent<LookaheadTaskEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const change = event.payload;
      const scope = companyScope(change.companyId);
      // Roadblocks opened or cleared restrict or release a task: only its lean status changes.
      if (change.change === 'lean-status') {
        await this.rows.patchLive(scope, 'task', change.taskId, { leanStatus: change.leanStatus });
        return;
      }
      if (change.change === 'batch') {
        if (change.written === 'deleted') await this.rows.remove(scope, 'task', change.deletedTaskIds);
        else if (change.written === 'created') await this.rows.putNew(scope, 'task', { projectId: change.projectId, scheduleId: change.scheduleId }, change.tasks.map((task) => ({ key: task.id, fields: taskRowOf(task) })));
        else await this.rows.putMany(scope, 'task', { projectId: change.projectId, scheduleId: change.scheduleId }, change.tasks.map((task) => ({ key: task.id, fields: taskRowOf(task) })));
        return;
      }
      const task = change.task;
      if (change.change === 'deleted' || task === null) {
        await this.rows.remove(scope, 'task', [change.taskId]);
        return;
      }
      await this.rows.put(scope, 'task', change.taskId, { projectId: change.projectId, scheduleId: change.scheduleId }, taskRowOf(task));
    });
  }

  async onWeekCommitted(event: DomainEvent<WeekCommittedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const week = event.payload;
      const scope = companyScope(week.companyId);
      const place = { projectId: week.projectId, scheduleId: week.scheduleId };
      await this.rows.removeCommitmentsOfTasks(scope, week.scheduleId, week.weekStart, week.removedTaskIds);
      for (const commitment of week.commitments) {
        await this.rows.put(scope, 'commitment', commitment.commitmentId, place, {
          commitmentId: commitment.commitmentId,
          taskId: commitment.taskId,
          weekStart: week.weekStart,
          week: week.week,
          year: week.year,
          committedPercent: commitment.committedPercent,
        });
      }
    });
  }
}

/** A task's BI row. */
function taskRowOf(task: TaskReply) {
  return {
    taskId: task.id,
    activityId: task.activityId,
    name: task.name,
    start: task.start,
    finish: task.finish,
    progress: task.progress,
    status: task.status,
    leanStatus: task.leanStatus,
    commitmentPercent: task.commitmentPercent,
    responsibleIds: task.responsibleIds,
    subcontractId: task.subcontractId,
    openRoadblocks: task.openRoadblocks,
  };
}
