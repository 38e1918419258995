import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import {
  lookaheadEvents,
  type AuthContext,
  type DomainEvent,
  TASKS_PER_BATCH_EVENT,
  type TasksBatchEvent,
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
      await this.changeMany(companyScope(week.companyId), week, [
        ...week.commitments.map((commitment) => ({
          taskId: commitment.taskId,
          // A restricted task stays Restricted; it comes back Committed when its roadblocks are released.
          changes: (task: TaskDocument) =>
            task.leanStatus === 'Restricted'
              ? { commitmentPercent: commitment.committedPercent, leanStatusBeforeRestriction: 'Committed' }
              : { leanStatus: 'Committed', commitmentPercent: commitment.committedPercent },
        })),
        ...week.removedTaskIds.map((taskId) => ({
          taskId,
          changes: (task: TaskDocument) => (task.leanStatus === 'Committed' ? { leanStatus: 'Will', commitmentPercent: 0 } : { commitmentPercent: 0 }),
        })),
      ]);
    });
  }

  async onWeekClosed(event: DomainEvent<WeekClosedEvent>): Promise<void> {
    await this.processed.consumeOnce(event, async () => {
      const week = event.payload;
      await this.changeMany(
        companyScope(week.companyId),
        week,
        week.commitments.map((commitment) => ({
          taskId: commitment.taskId,
          changes: () => ({ progress: commitment.realizedPercent, status: statusOfProgress(commitment.realizedPercent) }),
        })),
      );
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

  /**
   * A week's changes to its tasks in a handful of commands whatever its size: one read of the schedule's tasks, one
   * update per distinct set of values, one read of what was written, one send of batch task events. FerretDB's SQLite backend scans the
   * collection for any filter not naming `_id`, so a version-guarded write per task cost a scan each and a 500-task
   * week kept the database busy for minutes. Each write still raises the task's version, so a planner's edit made on
   * the version read before is refused as any stale edit is; the week's values win over an edit landing in between.
   */
  private async changeMany(
    scope: TenantScope,
    week: Pick<WeekCommittedEvent, 'companyId' | 'projectId' | 'scheduleId' | 'weightingBasis' | 'by'>,
    wanted: ReadonlyArray<{ taskId: string; changes: (task: TaskDocument) => Record<string, unknown> }>,
  ): Promise<void> {
    if (wanted.length === 0) return;
    const tasks = new Map((await this.tasks.listOfSchedule(scope, week.scheduleId)).map((task) => [task._id.toHexString(), task]));
    const writes: Array<{ id: Types.ObjectId; set: Record<string, unknown> }> = [];
    for (const { taskId, changes } of wanted) {
      // A task deleted from the lookahead keeps its commitment in the week; there is nothing to write here.
      const task = tasks.get(taskId);
      if (task === undefined) continue;
      const set = changes(task);
      if (Object.entries(set).every(([field, value]) => (task as unknown as Record<string, unknown>)[field] === value)) continue;
      writes.push({ id: task._id, set: { ...set, updatedBy: week.by } });
    }
    if (writes.length === 0) return;
    await this.tasks.setFieldsMany(scope, week.scheduleId, writes);
    const written = await this.tasks.findTasks(scope, writes.map((write) => write.id));
    for (const task of written) tasks.set(task._id.toHexString(), task);

    const activityIds = [...new Set(written.map((task) => task.activityId))];
    const activities = new Map<string, Awaited<ReturnType<ActivitiesRepository['findActivity']>>>();
    for (const activityId of activityIds) activities.set(activityId, await this.activities.findActivity(scope, week.scheduleId, activityId));
    // The master plan takes each activity's progress rolled up from its tasks (a closed week moves it), once, on the
    // last batch.
    const activityProgress = activityIds.map((activityId) => {
      const progress = tasksProgressOf(activityId, [...tasks.values()].filter((task) => task.activityId === activityId));
      return { activityId, progress: progress === null ? null : { progress, weightingBasis: week.weightingBasis ?? 'duration' } };
    });
    // Batch events, as bulk takt writes send them: each consumer writes a batch at once instead of one task at a time.
    const events: Array<{ key: string; payload: TasksBatchEvent }> = [];
    for (let at = 0; at < written.length; at += TASKS_PER_BATCH_EVENT) {
      events.push({
        key: week.scheduleId,
        payload: {
          change: 'batch',
          companyId: week.companyId,
          projectId: week.projectId,
          scheduleId: week.scheduleId,
          written: 'updated',
          tasks: written.slice(at, at + TASKS_PER_BATCH_EVENT).map((task) => taskReplyOf(task, activities.get(task.activityId) ?? null, 0, { scope: 'all' })),
          deletedTaskIds: [],
          activityProgress: at + TASKS_PER_BATCH_EVENT >= written.length ? activityProgress : [],
          by: week.by,
        },
      });
    }
    await this.events.publishEvents(lookaheadEvents.taskUpdated, events).catch((error: unknown) => {
      getProcessLogger().error({ err: error, scheduleId: week.scheduleId, tasks: written.length }, 'task updated events not published');
    });
  }
}
