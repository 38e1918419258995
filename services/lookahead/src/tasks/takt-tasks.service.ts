import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  lookaheadEvents,
  type AuthContext,
  type CreateTaktTasksReply,
  type CreateTaktTasksRequest,
  type DeleteTaktTasksReply,
  type DeleteTaktTasksRequest,
  type ListScheduleActivitiesReply,
  type ListScheduleActivitiesRequest,
  type ListTaktTasksReply,
  type ListTaktTasksRequest,
  type ScheduleScope,
  type SetTaktTaskDatesReply,
  type SetTaktTaskDatesRequest,
  type TaktTasksReply,
  type TasksBatchEvent,
  TASKS_PER_BATCH_EVENT,
} from '@tenon/contracts';
import { TAKT_TASK_DEFAULTS, taktTaskDrafts, taskDurationDays } from '@tenon/lean';
import { assertPermission, companyScope, EventPublisher, getProcessLogger, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { compareOutline, outlineNumbers } from '../activities/activity-outline';
import { ActivitiesRepository } from '../activities/activities.repository';
import { ActivityReadModelService } from '../activities/activity-read-model.service';
import type { ActivityReadDocument } from '../activities/activity.schema';
import { taskReplyOf, tasksProgressOf } from './lookahead-window';
import type { TaskDocument } from './task.schema';
import { TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';

/** Batch events per Kafka send (each up to TASKS_PER_BATCH_EVENT tasks), well under the broker's request size. */
const EVENTS_PER_SEND = 8;
/** Rows per insert command of a bulk create. */
const ROWS_PER_INSERT = 2000;
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

  /**
   * The takt tasks of every asked activity for the units that lack one: the activities' tasks read once, the new ones
   * written in batches and announced in batch events. No read per activity or per task (FerretDB scans the collection
   * for every filter not naming ids, so a read per activity costs a scan of every task of every schedule).
   */
  async create(auth: AuthContext, request: CreateTaktTasksRequest): Promise<CreateTaktTasksReply> {
    const scope = await this.planner(auth, request, 'AC');
    const activityIds = [...new Set(request.activityIds)];
    const activities = new Map<string, ActivityReadDocument>();
    for (const activityId of activityIds) activities.set(activityId, await this.activityOf(auth, scope, { ...request, activityId }));
    const before = await this.tasks.listOfActivities(scope, request.scheduleId, activityIds);
    const now = new Date();
    const replies: TaktTasksReply[] = [];
    const created: TaskDocument[] = [];
    for (const activityId of activityIds) {
      const activity = activities.get(activityId)!;
      const existing = before.filter((task) => task.activityId === activityId && typeof task.taktUnitId === 'string');
      const drafts = taktTaskDrafts({
        activity,
        units: request.units,
        existing: existing.map((task) => ({ unitId: task.taktUnitId!, weight: task.weight ?? null })),
      });
      for (const draft of drafts) {
        created.push({
          _id: new Types.ObjectId(),
          companyId: auth.companyId,
          scheduleId: request.scheduleId,
          activityId,
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
          createdAt: now,
          updatedAt: now,
        });
      }
      replies.push({ activityId, changed: drafts.length, taktTaskCount: existing.length + drafts.length });
    }
    if (created.length > 0) {
      for (let at = 0; at < created.length; at += ROWS_PER_INSERT) {
        await this.tasks.insertBuiltTasks(scope, created.slice(at, at + ROWS_PER_INSERT).map(({ companyId: _company, ...row }) => row));
      }
      const touched = replies.filter((reply) => reply.changed > 0).map((reply) => reply.activityId);
      const after = [...before, ...created];
      await this.publishBatches(auth, request, 'created', created, activities, await this.progressOf(auth, request, touched, after));
    }
    return { activities: replies };
  }

  /** Removes the units' takt tasks under each activity, with any subtasks planners hung from them: one read, one delete. */
  async remove(auth: AuthContext, request: DeleteTaktTasksRequest): Promise<DeleteTaktTasksReply> {
    const scope = await this.planner(auth, request, 'AC');
    const activityIds = [...new Set(request.activities.map((a) => a.activityId))];
    const before = await this.tasks.listOfActivities(scope, request.scheduleId, activityIds);
    const removed: TaskDocument[] = [];
    const left: TaskDocument[] = [];
    const replies: TaktTasksReply[] = [];
    for (const activityId of activityIds) {
      const units = new Set(request.activities.filter((a) => a.activityId === activityId).flatMap((a) => a.unitIds));
      const ofActivity = before.filter((task) => task.activityId === activityId);
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
      for (const task of ofActivity) (doomed.has(task._id.toHexString()) ? removed : left).push(task);
      replies.push({ activityId, changed: doomed.size, taktTaskCount: ofActivity.filter((task) => task.taktUnitId != null && !doomed.has(task._id.toHexString())).length });
    }
    if (removed.length > 0) {
      await this.deleteRemoved(scope, request, removed);
      const touched = replies.filter((reply) => reply.changed > 0).map((reply) => reply.activityId);
      await this.publishBatches(auth, request, 'deleted', removed, new Map(), await this.progressOf(auth, request, touched, left));
    }
    return { activities: replies };
  }

  /**
   * The read tasks deleted: the takt tasks by their activities and units, activities that share a set of units (a
   * whole train off a tower) in one delete; the subtasks planners hung from them, rarely any, by id.
   */
  private async deleteRemoved(scope: TenantScope, request: DeleteTaktTasksRequest, removed: readonly TaskDocument[]): Promise<void> {
    const units = new Map<string, Set<string>>();
    for (const { activityId, unitIds } of request.activities) {
      const set = units.get(activityId) ?? new Set<string>();
      for (const unitId of unitIds) set.add(unitId);
      units.set(activityId, set);
    }
    const groups = new Map<string, { activityIds: string[]; unitIds: string[] }>();
    for (const [activityId, set] of units) {
      const unitIds = [...set].sort();
      const key = unitIds.join(',');
      const group = groups.get(key) ?? { activityIds: [], unitIds };
      group.activityIds.push(activityId);
      groups.set(key, group);
    }
    for (const { activityIds, unitIds } of groups.values()) await this.tasks.deleteTaktTasksOf(scope, request.scheduleId, activityIds, unitIds);
    const subtasks = removed.filter((task) => task.taktUnitId == null || !units.get(task.activityId)?.has(task.taktUnitId));
    if (subtasks.length > 0) await this.tasks.deleteTasks(scope, request.scheduleId, subtasks.map((task) => task._id));
  }

  /**
   * The takt plan's dates for each activity's takt tasks (whole working days: 08:00 to 17:00), the activities' tasks
   * read once. Only tasks whose dates change are written and announced, so generating the same plan again changes
   * nothing.
   */
  async setDates(auth: AuthContext, request: SetTaktTaskDatesRequest): Promise<SetTaktTaskDatesReply> {
    const scope = await this.planner(auth, request, 'AC');
    const activityIds = [...new Set(request.activities.map((a) => a.activityId))];
    const activities = new Map<string, ActivityReadDocument>();
    for (const activityId of activityIds) activities.set(activityId, await this.activityOf(auth, scope, { ...request, activityId }));
    const before = await this.tasks.listOfActivities(scope, request.scheduleId, activityIds);
    const changes: Array<{ id: Types.ObjectId; start: string; finish: string; duration: number; updatedBy: string }> = [];
    const replies: TaktTasksReply[] = [];
    for (const activityId of activityIds) {
      const byUnit = new Map(request.activities.filter((a) => a.activityId === activityId).flatMap((a) => a.dates).map((d) => [d.unitId, { start: `${d.start}T08:00`, finish: `${d.finish}T17:00` }]));
      const taktTasks = before.filter((task) => task.activityId === activityId && typeof task.taktUnitId === 'string');
      let changed = 0;
      for (const task of taktTasks) {
        const dates = byUnit.get(task.taktUnitId!);
        if (!dates || (task.start === dates.start && task.finish === dates.finish)) continue;
        changes.push({ id: task._id, ...dates, duration: taskDurationDays(dates), updatedBy: auth.userId });
        changed += 1;
      }
      replies.push({ activityId, changed, taktTaskCount: taktTasks.length });
    }
    if (changes.length > 0) {
      await this.tasks.setDatesMany(scope, request.scheduleId, changes);
      // The tasks as written, without reading them back (a read would scan every task on FerretDB).
      const now = new Date();
      const byId = new Map(changes.map((change) => [change.id.toHexString(), change]));
      const after = before.map((task) => {
        const change = byId.get(task._id.toHexString());
        return change === undefined ? task : { ...task, start: change.start, finish: change.finish, duration: change.duration, updatedBy: change.updatedBy, version: task.version + 1, updatedAt: now };
      });
      const written = after.filter((task) => byId.has(task._id.toHexString()));
      const touched = replies.filter((reply) => reply.changed > 0).map((reply) => reply.activityId);
      await this.publishBatches(auth, request, 'updated', written, activities, await this.progressOf(auth, request, touched, after));
    }
    return { activities: replies };
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
    assertPermission(auth, [['takt.planning', 'V'], ['takt.analytics', 'V']], 'Takt tasks are read by takt planners');
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
    assertPermission(auth, [['takt.planning', min]], 'Takt tasks are written by takt planners');
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

  /** Each activity's progress from its tasks after a write, as the master plan takes it. */
  private async progressOf(auth: AuthContext, schedule: ScheduleScope, activityIds: readonly string[], tasks: readonly TaskDocument[]): Promise<TasksBatchEvent['activityProgress']> {
    const byActivity = new Map<string, TaskDocument[]>(activityIds.map((id) => [id, []]));
    for (const task of tasks) byActivity.get(task.activityId)?.push(task);
    const basis = await this.taskWrites.weightingBasisOf(auth, schedule.projectId);
    return activityIds.map((activityId) => {
      const progress = tasksProgressOf(activityId, byActivity.get(activityId)!);
      return { activityId, progress: progress === null ? null : { progress, weightingBasis: basis } };
    });
  }

  /**
   * A bulk write announced as batch events of up to TASKS_PER_BATCH_EVENT tasks, so each consumer writes a batch at once;
   * the activities' progress rides on the last one. A lost event is logged.
   */
  private async publishBatches(
    auth: AuthContext,
    schedule: ScheduleScope,
    written: TasksBatchEvent['written'],
    tasks: readonly TaskDocument[],
    activities: ReadonlyMap<string, ActivityReadDocument>,
    activityProgress: TasksBatchEvent['activityProgress'],
  ): Promise<void> {
    const events: Array<{ key: string; payload: TasksBatchEvent }> = [];
    for (let at = 0; at < tasks.length; at += TASKS_PER_BATCH_EVENT) {
      const batch = tasks.slice(at, at + TASKS_PER_BATCH_EVENT);
      const last = at + TASKS_PER_BATCH_EVENT >= tasks.length;
      events.push({
        key: schedule.scheduleId,
        payload: {
          change: 'batch',
          companyId: auth.companyId,
          projectId: schedule.projectId,
          scheduleId: schedule.scheduleId,
          written,
          tasks: written === 'deleted' ? [] : batch.map((task) => taskReplyOf(task, activities.get(task.activityId) ?? null, 0, ALL)),
          deletedTaskIds: written === 'deleted' ? batch.map((task) => task._id.toHexString()) : [],
          activityProgress: last ? activityProgress : [],
          by: auth.userId,
        },
      });
    }
    for (let at = 0; at < events.length; at += EVENTS_PER_SEND) {
      await this.events.publishEvents(lookaheadEvents.taskUpdated, events.slice(at, at + EVENTS_PER_SEND)).catch((error: unknown) => {
        getProcessLogger().error({ err: error, scheduleId: schedule.scheduleId, count: tasks.length }, 'takt task events not published');
      });
    }
  }
}
