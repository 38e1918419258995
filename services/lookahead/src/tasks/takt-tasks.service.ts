import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  lookaheadEvents,
  permissionAllows,
  type AuthContext,
  type CreateTaktTasksRequest,
  type DeleteTaktTasksRequest,
  type ListScheduleActivitiesReply,
  type ListScheduleActivitiesRequest,
  type ListTaktTasksReply,
  type ListTaktTasksRequest,
  type ScheduleScope,
  type SetTaktTaskDatesRequest,
  type TaktTasksReply,
  type TaskUpdatedEvent,
} from '@tenon/contracts';
import { TAKT_TASK_DEFAULTS, taktTaskDrafts, taskDurationDays } from '@tenon/lean';
import { companyScope, EventPublisher, getProcessLogger, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { compareOutline, outlineNumbers } from '../activities/activity-outline';
import { ActivitiesRepository } from '../activities/activities.repository';
import { ActivityReadModelService } from '../activities/activity-read-model.service';
import type { ActivityReadDocument } from '../activities/activity.schema';
import { taskReplyOf } from './lookahead-window';
import type { TaskDocument } from './task.schema';
import { TasksRepository, type NewTask } from './tasks.repository';
import { TasksService } from './tasks.service';

/** Events per Kafka send: a 720-unit assign stays well under the broker's batch size. */
const EVENTS_PER_SEND = 200;
const ALL: { scope: 'all' } = { scope: 'all' };

/**
 * Takt tasks in bulk for the takt service (issue 13): one per production unit under an activity, keyed by activity
 * and unit, each write announced by the usual task events. The caller's own session is checked here again: a takt
 * planner (takt.planning AC) of a schedule of their company.
 */
@Injectable()
export class TaktTasksService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly tasks: TasksRepository,
    private readonly activities: ActivitiesRepository,
    private readonly readModel: ActivityReadModelService,
    private readonly taskWrites: TasksService,
    private readonly events: EventPublisher,
  ) {}

  async create(auth: AuthContext, request: CreateTaktTasksRequest): Promise<TaktTasksReply> {
    const scope = await this.planner(auth, request, 'AC');
    const activity = await this.activityOf(auth, scope, request);
    const existing = await this.tasks.taktTasksOfActivity(scope, request.scheduleId, request.activityId);
    const drafts = taktTaskDrafts({
      activity,
      units: request.units,
      existing: existing.map((task) => ({ unitId: task.taktUnitId!, weight: task.weight ?? null })),
    });
    if (drafts.length > 0) {
      const rows: Array<NewTask & { _id: Types.ObjectId }> = drafts.map((draft) => ({
        _id: new Types.ObjectId(),
        scheduleId: request.scheduleId,
        activityId: request.activityId,
        parentId: null,
        name: draft.name,
        start: draft.start,
        finish: draft.finish,
        duration: draft.duration,
        progress: TAKT_TASK_DEFAULTS.progress,
        leanStatus: TAKT_TASK_DEFAULTS.leanStatus,
        leanStatusBeforeRestriction: null,
        status: TAKT_TASK_DEFAULTS.status,
        priority: TAKT_TASK_DEFAULTS.priority,
        subcontractId: activity.subcontractId ?? null,
        responsibleIds: [],
        tags: [],
        commitmentPercent: 0,
        description: '',
        version: 1,
        createdBy: auth.userId,
        updatedBy: auth.userId,
        taktUnitId: draft.unitId,
        weight: draft.weight,
        active: TAKT_TASK_DEFAULTS.active,
      }));
      await this.tasks.insertTasks(scope, rows);
      await this.activities.setOnLookahead(scope, request.scheduleId, request.activityId, true);
      const ids = new Set(rows.map((row) => row._id.toHexString()));
      const created = (await this.tasks.taktTasksOfActivity(scope, request.scheduleId, request.activityId)).filter((task) => ids.has(task._id.toHexString()));
      await this.publish(auth, request, request.activityId, 'created', created, activity);
    }
    return { activityId: request.activityId, changed: drafts.length, taktTaskCount: existing.length + drafts.length };
  }

  /** Removes the units' takt tasks under the activity, with any subtasks planners hung from them. */
  async remove(auth: AuthContext, request: DeleteTaktTasksRequest): Promise<TaktTasksReply> {
    const scope = await this.planner(auth, request, 'AC');
    const units = new Set(request.unitIds);
    const ofActivity = await this.tasks.listOfActivity(scope, request.scheduleId, request.activityId);
    const doomed = new Set(ofActivity.filter((task) => task.taktUnitId != null && units.has(task.taktUnitId)).map((task) => task._id.toHexString()));
    for (let grew = doomed.size > 0; grew; ) {
      grew = false;
      for (const task of ofActivity) {
        const id = task._id.toHexString();
        if (task.parentId != null && doomed.has(task.parentId) && !doomed.has(id)) {
          doomed.add(id);
          grew = true;
        }
      }
    }
    const left = ofActivity.filter((task) => !doomed.has(task._id.toHexString()));
    if (doomed.size > 0) {
      await this.tasks.deleteTasks(scope, [...doomed].map((id) => new Types.ObjectId(id)));
      if (left.length === 0) await this.activities.setOnLookahead(scope, request.scheduleId, request.activityId, false);
      await this.publish(auth, request, request.activityId, 'deleted', ofActivity.filter((task) => doomed.has(task._id.toHexString())), null);
    }
    return { activityId: request.activityId, changed: doomed.size, taktTaskCount: left.filter((task) => task.taktUnitId != null).length };
  }

  /**
   * The takt plan's dates for an activity's takt tasks (whole working days: 08:00 to 17:00). Only tasks whose dates
   * change are written and announced, so generating the same plan again changes nothing.
   */
  async setDates(auth: AuthContext, request: SetTaktTaskDatesRequest): Promise<TaktTasksReply> {
    const scope = await this.planner(auth, request, 'AC');
    const activity = await this.activityOf(auth, scope, request);
    const byUnit = new Map(request.dates.map((d) => [d.unitId, { start: `${d.start}T08:00`, finish: `${d.finish}T17:00` }]));
    const taktTasks = await this.tasks.taktTasksOfActivity(scope, request.scheduleId, request.activityId);
    const changes = taktTasks.flatMap((task) => {
      const dates = byUnit.get(task.taktUnitId!);
      if (!dates || (task.start === dates.start && task.finish === dates.finish)) return [];
      return [{ id: task._id, ...dates, duration: taskDurationDays(dates), updatedBy: auth.userId }];
    });
    if (changes.length > 0) {
      await this.tasks.setDatesMany(scope, changes);
      const ids = new Set(changes.map((change) => change.id.toHexString()));
      const written = (await this.tasks.taktTasksOfActivity(scope, request.scheduleId, request.activityId)).filter((task) => ids.has(task._id.toHexString()));
      await this.publish(auth, request, request.activityId, 'updated', written, activity);
    }
    return { activityId: request.activityId, changed: changes.length, taktTaskCount: taktTasks.length };
  }

  /** The schedule's activities in outline order, from the lookahead's read model (rebuilt first if it holds none). */
  async listActivities(auth: AuthContext, request: ListScheduleActivitiesRequest): Promise<ListScheduleActivitiesReply> {
    await this.planner(auth, request, 'V');
    const rows = await this.readModel.activitiesOf(auth, request);
    const outline = outlineNumbers(rows);
    const activities = rows
      .map((row) => ({
        id: row.activityId,
        parentId: row.parentId ?? null,
        name: row.name,
        wbs: outline.get(row.activityId) ?? '',
        start: row.start,
        finish: row.finish,
        isSummary: row.isSummary,
      }))
      .sort((a, b) => compareOutline(a.wbs, b.wbs));
    return { scheduleId: request.scheduleId, activities };
  }

  /**
   * The takt tasks of these units with their dates, progress and lean status, and their activities' names in outline
   * order: what takt analytics is computed from. Open to takt planners and to takt analytics viewers.
   */
  async listOfUnits(auth: AuthContext, request: ListTaktTasksRequest): Promise<ListTaktTasksReply> {
    await this.access.assertScheduleAccess(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    if (!permissionAllows(auth.permissions?.['takt.planning'], 'V') && !permissionAllows(auth.permissions?.['takt.analytics'], 'V')) {
      throw new ServiceError('NO_PERMISSION', 'Takt tasks are read by takt planners', 403);
    }
    const scope = companyScope(auth.companyId);
    const tasks = request.unitIds.length === 0 ? [] : await this.tasks.taktTasksOfUnits(scope, request.scheduleId, [...new Set(request.unitIds)]);
    const activityIds = new Set(tasks.map((task) => task.activityId));
    const rows = activityIds.size === 0 ? [] : await this.readModel.activitiesOf(auth, request);
    const outline = outlineNumbers(rows);
    const activities = rows
      .filter((row) => activityIds.has(row.activityId))
      .map((row) => ({ id: row.activityId, name: row.name, wbs: outline.get(row.activityId) ?? '' }))
      .sort((a, b) => compareOutline(a.wbs, b.wbs));
    return {
      scheduleId: request.scheduleId,
      tasks: tasks.map((task) => ({
        id: task._id.toHexString(),
        activityId: task.activityId,
        taktUnitId: task.taktUnitId!,
        name: task.name,
        start: task.start,
        finish: task.finish,
        progress: task.progress ?? 0,
        leanStatus: task.leanStatus ?? 'Debit',
        status: task.status ?? 'Waiting',
      })),
      activities,
    };
  }

  private async planner(auth: AuthContext, schedule: ScheduleScope, min: 'V' | 'AC'): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: schedule.projectId, scheduleId: schedule.scheduleId });
    if (!permissionAllows(auth.permissions?.['takt.planning'], min)) throw new ServiceError('NO_PERMISSION', 'Takt tasks are written by takt planners', 403);
    return companyScope(auth.companyId);
  }

  private async activityOf(auth: AuthContext, scope: TenantScope, request: ScheduleScope & { activityId: string }): Promise<ActivityReadDocument> {
    let activity = await this.activities.findActivity(scope, request.scheduleId, request.activityId);
    if (activity === null) {
      await this.readModel.activitiesOf(auth, request);
      activity = await this.activities.findActivity(scope, request.scheduleId, request.activityId);
    }
    if (activity === null) throw new ServiceError('NOT_FOUND', 'The activity is not in this schedule', 404);
    if (activity.isSummary) throw new ServiceError('VALIDATION_FAILED', 'Takt tasks hang from activities, not from summaries', 400, [{ path: 'data.activityId', message: 'is a summary' }]);
    return activity;
  }

  /** The usual task events, sent in batches. A lost event is logged. */
  private async publish(
    auth: AuthContext,
    schedule: ScheduleScope,
    activityId: string,
    change: 'created' | 'updated' | 'deleted',
    tasks: readonly TaskDocument[],
    activity: ActivityReadDocument | null,
  ): Promise<void> {
    const activityProgress = await this.taskWrites.activityProgressOf(auth, schedule, activityId);
    // The activity's progress after the whole write rides on the last event only: the master plan hears it once, not
    // once per unit (null says there is nothing to hear).
    const events = tasks.map((task, index) => {
      const payload: TaskUpdatedEvent = {
        companyId: auth.companyId,
        projectId: schedule.projectId,
        scheduleId: schedule.scheduleId,
        taskId: task._id.toHexString(),
        activityId,
        change,
        task: change === 'deleted' ? null : taskReplyOf(task, activity, 0, ALL),
        activityProgress: index === tasks.length - 1 ? activityProgress : null,
        by: auth.userId,
      };
      return { key: schedule.scheduleId, payload };
    });
    for (let at = 0; at < events.length; at += EVENTS_PER_SEND) {
      await this.events.publishEvents(lookaheadEvents.taskUpdated, events.slice(at, at + EVENTS_PER_SEND)).catch((error: unknown) => {
        getProcessLogger().error({ err: error, activityId, count: events.length }, 'takt task events not published');
      });
    }
  }
}
