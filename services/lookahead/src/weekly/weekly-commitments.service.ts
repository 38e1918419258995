import { Injectable } from '@nestjs/common';
import {
  lookaheadEvents,
  type AuthContext,
  type DomainEvent,
  type TaskUpdatedEvent,
  type WeekClosedEvent,
  type WeekCommittedEvent,
  type WeekTasksReply,
  type WeekTasksRequest,
} from '@tenon/contracts';
import { companyScope, EventPublisher, getProcessLogger, ProcessedEventsStore, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { ActivityReadModelService } from '../activities/activity-read-model.service';
import { ActivitiesRepository } from '../activities/activities.repository';
import { taskReplyOf, tasksProgressOf } from '../tasks/lookahead-window';
import type { TaskDocument } from '../tasks/task.schema';
import { TasksRepository } from '../tasks/tasks.repository';

const WEEK_STATUSES = new Set(['Will', 'Committed']);
/** A task changed by a planner between the read and the write is read again, this many times at most. */
const WRITE_ATTEMPTS = 5;

const statusOfProgress = (progress: number): string => (progress >= 100 ? 'Done' : progress > 0 ? 'Doing' : 'Waiting');

/**
 * The lookahead's side of the weekly plan: a commitment makes its task Committed with the committed percentage, a
 * removed one gives it back to Will, and a closed week writes each task's realized progress. Each change is published
 * as the usual task event so the master plan, analytics and the weekly read model follow.
 */
@Injectable()
export class WeeklyCommitmentsService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly tasks: TasksRepository,
    private readonly activities: ActivitiesRepository,
    private readonly readModel: ActivityReadModelService,
    private readonly processed: ProcessedEventsStore,
    private readonly events: EventPublisher,
  ) {}

  async onWeekCommitted(event: DomainEvent<WeekCommittedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const week = event.payload;
      const scope = companyScope(week.companyId);
      for (const commitment of week.commitments) {
        await this.change(scope, week, commitment.taskId, (task) => {
          // A restricted task stays Restricted; it comes back Committed when its roadblocks are released.
          if (task.leanStatus === 'Restricted') return { commitmentPercent: commitment.committedPercent, leanStatusBeforeRestriction: 'Committed' };
          return { leanStatus: 'Committed', commitmentPercent: commitment.committedPercent };
        });
      }
      for (const taskId of week.removedTaskIds) {
        await this.change(scope, week, taskId, (task) => (task.leanStatus === 'Committed' ? { leanStatus: 'Will', commitmentPercent: 0 } : { commitmentPercent: 0 }));
      }
    });
  }

  async onWeekClosed(event: DomainEvent<WeekClosedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const week = event.payload;
      const scope = companyScope(week.companyId);
      for (const commitment of week.commitments) {
        await this.change(scope, week, commitment.taskId, () => ({ progress: commitment.realizedPercent, status: statusOfProgress(commitment.realizedPercent) }));
      }
    });
  }

  /** A schedule's Will and Committed tasks (optionally those with a day in a range), with their activity's name. */
  async weekTasks(auth: AuthContext, request: WeekTasksRequest): Promise<WeekTasksReply> {
    await this.access.assertScheduleAccess(auth, request);
    if (request.start !== undefined && request.end !== undefined && request.end < request.start) {
      throw new ServiceError('VALIDATION_FAILED', 'The end is before the start', 400, [{ path: 'data.end', message: 'The end is before the start' }]);
    }
    const scope = companyScope(auth.companyId);
    const names = new Map((await this.readModel.activitiesOf(auth, request)).map((activity) => [activity.activityId, activity.name]));
    const tasks = (await this.tasks.listOfSchedule(scope, request.scheduleId)).filter(
      (task) =>
        WEEK_STATUSES.has(task.leanStatus) &&
        (request.end === undefined || task.start.slice(0, 10) <= request.end) &&
        (request.start === undefined || task.finish.slice(0, 10) >= request.start),
    );
    return {
      tasks: tasks.map((task) => ({
        id: task._id.toHexString(),
        activityId: task.activityId,
        activityName: names.get(task.activityId) ?? '',
        parentId: task.parentId ?? null,
        name: task.name,
        start: task.start,
        finish: task.finish,
        progress: task.progress,
        leanStatus: task.leanStatus,
        responsibleIds: [...task.responsibleIds],
        subcontractId: task.subcontractId ?? null,
        version: task.version,
      })),
    };
  }

  private async change(
    scope: TenantScope,
    week: Pick<WeekCommittedEvent, 'companyId' | 'projectId' | 'scheduleId' | 'weightingBasis' | 'by'>,
    taskId: string,
    changes: (task: TaskDocument) => Record<string, unknown>,
  ): Promise<void> {
    for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt += 1) {
      const task = await this.tasks.findTask(scope, taskId);
      // A task deleted from the lookahead keeps its commitment in the week; there is nothing to write here.
      if (task === null || task.scheduleId !== week.scheduleId) return;
      const set = changes(task);
      if (Object.entries(set).every(([field, value]) => (task as unknown as Record<string, unknown>)[field] === value)) return;
      const updated = await this.tasks.updateAtVersion(scope, task._id, task.version, { $set: { ...set, updatedBy: week.by } });
      if (updated === null) continue;
      const activity = await this.activities.findActivity(scope, week.scheduleId, updated.activityId);
      const reply = taskReplyOf(updated, activity, 0, { scope: 'all' });
      const progress = tasksProgressOf(updated.activityId, await this.tasks.listOfActivity(scope, week.scheduleId, updated.activityId));
      const event: TaskUpdatedEvent = {
        companyId: week.companyId,
        projectId: week.projectId,
        scheduleId: week.scheduleId,
        taskId,
        activityId: updated.activityId,
        change: 'updated',
        task: reply,
        // The master plan takes the activity's progress rolled up from its tasks (a closed week moves it).
        activityProgress: progress === null ? null : { progress, weightingBasis: week.weightingBasis ?? 'duration' },
        by: week.by,
      };
      await this.events.publishEvent(lookaheadEvents.taskUpdated, week.scheduleId, event).catch((error: unknown) => {
        getProcessLogger().error({ err: error, taskId }, 'task updated event not published');
      });
      return;
    }
    getProcessLogger().warn({ taskId }, 'weekly change not applied: the task kept changing');
  }
}
