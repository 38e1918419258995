import { Injectable } from '@nestjs/common';
import {
  lookaheadEvents,
  projectsRequests,
  type AuthContext,
  type CreateTaskData,
  type GetProjectReply,
  type LookaheadWindowData,
  type LookaheadWindowReply,
  type ScheduleScope,
  type TaskDeletedReply,
  type TaskRefRequest,
  type TaskReply,
  type TaskUpdatedEvent,
  type UpdateTaskData,
  type WeightingBasisCode,
} from '@tenon/contracts';
import { leanStatusChangedByUser, NEW_TASK_STATUS, planningWindow, taskDurationDays, TASK_STATUSES } from '@tenon/lean';
import { companyScope, EventPublisher, getProcessLogger, KafkaRequester, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { ActivityReadModelService } from '../activities/activity-read-model.service';
import { ActivitiesRepository } from '../activities/activities.repository';
import { ResourceCatalogClient } from '../resources/resource-catalog.client';
import type { ActivityReadDocument } from '../activities/activity.schema';
import { lookaheadWindowOf, taskReplyOf, tasksProgressOf } from './lookahead-window';
import { WindowReplies } from './window-replies';
import { TaskRoadblocksReader } from './task-roadblocks.reader';
import { mayEdit, taskEditingOf, type TaskEditing } from './task-editing';
import type { TaskDocument } from './task.schema';
import { TasksRepository, type NewTask } from './tasks.repository';

const DURATION_MAX = 200;

type TaskFields = Omit<UpdateTaskData, keyof ScheduleScope | 'taskId' | 'version'>;

const invalid = (path: string, message: string): ServiceError =>
  new ServiceError('VALIDATION_FAILED', message, 400, [{ path: `data.${path}`, message }]);

/** Waiting until work starts, Doing while under way, Done at 100 %: the task status follows its progress unless typed. */
function statusOfProgress(progress: number): (typeof TASK_STATUSES)[number] {
  if (progress >= 100) return 'Done';
  return progress > 0 ? 'Doing' : 'Waiting';
}

/** The plan screen's rules: the window, and task writes checked against the caller's plan permission and subcontract. */
@Injectable()
export class TasksService {
  private readonly windowReplies = new WindowReplies();

  constructor(
    private readonly access: ProjectAccessClient,
    private readonly requester: KafkaRequester,
    private readonly tasks: TasksRepository,
    private readonly activities: ActivitiesRepository,
    private readonly readModel: ActivityReadModelService,
    private readonly roadblocks: TaskRoadblocksReader,
    private readonly events: EventPublisher,
    private readonly catalog: ResourceCatalogClient,
  ) {}

  async window(auth: AuthContext, request: LookaheadWindowData): Promise<LookaheadWindowReply> {
    const scope = companyScope(auth.companyId);
    // The access check and the reads go together; nothing read is answered unless the check passed.
    const reads = Promise.all([
      this.readModel.activitiesOf(auth, request),
      this.tasks.listOfSchedule(scope, request.scheduleId),
      this.roadblocks.openCountsOf(scope, request.scheduleId),
    ]);
    reads.catch(() => undefined);
    const [editing, planificationDay] = await Promise.all([this.editingOf(auth, request), this.planificationDayOf(auth, request.projectId)]);
    let window;
    try {
      window = planningWindow(request.start, request.weeks, planificationDay);
    } catch (error) {
      throw invalid('start', (error as Error).message);
    }
    const [activities, tasks, openRoadblocks] = await reads;
    const key = `${auth.companyId}:${request.scheduleId}:${JSON.stringify(window)}:${JSON.stringify(editing)}`;
    return this.windowReplies.replyOf(key, { activities, tasks, openRoadblocks }, () =>
      lookaheadWindowOf({ scheduleId: request.scheduleId, window, editing, activities, tasks, openRoadblocks }),
    );
  }

  async create(auth: AuthContext, request: CreateTaskData): Promise<TaskReply> {
    const editing = await this.writerOf(auth, request);
    const scope = companyScope(auth.companyId);
    const activity = await this.activityOf(auth, scope, request, request.activityId);
    let parent: TaskDocument | null = null;
    if (request.parentId !== null) {
      parent = await this.tasks.findTask(scope, request.parentId);
      if (parent === null || parent.scheduleId !== request.scheduleId || parent.activityId !== request.activityId) throw invalid('parentId', 'The parent task is not a task of this activity');
    }
    // A subcontractor's task is its subcontract's, whatever the form said; anyone else may leave it open.
    const subcontractId = editing.scope === 'subcontract' ? (request.subcontractId ?? editing.subcontractId) : (request.subcontractId ?? parent?.subcontractId ?? null);
    if (!mayEdit(editing, subcontractId)) throw outsideSubcontract();
    const progress = request.progress ?? 0;
    const leanStatus = request.leanStatus ?? NEW_TASK_STATUS.leanStatus;
    if (leanStatus === 'Restricted') throw new ServiceError('RESTRICTED_BY_ROADBLOCKS_ONLY', 'A task becomes Restricted only through an open roadblock', 400);
    await this.assertResources(auth, request, request.resources);
    const task: NewTask = {
      scheduleId: request.scheduleId,
      activityId: request.activityId,
      parentId: request.parentId,
      name: request.name,
      start: request.start,
      finish: request.finish,
      duration: this.durationOf(request.duration, request),
      progress,
      leanStatus,
      leanStatusBeforeRestriction: null,
      status: request.status ?? (request.progress === undefined ? NEW_TASK_STATUS.status : statusOfProgress(progress)),
      priority: request.priority ?? 'Normal',
      subcontractId,
      responsibleIds: request.responsibleIds ?? [],
      tags: request.tags ?? [],
      commitmentPercent: request.commitmentPercent ?? 0,
      description: request.description ?? '',
      resources: request.resources ?? [],
      version: 1,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    };
    const created = await this.tasks.insertTask(scope, task);
    const reply = taskReplyOf(created, activity, 0, editing);
    await this.publish(auth, request, 'created', created.activityId, reply.id, reply);
    return reply;
  }

  async update(auth: AuthContext, request: UpdateTaskData): Promise<TaskReply> {
    const editing = await this.writerOf(auth, request);
    const scope = companyScope(auth.companyId);
    const current = await this.taskOf(scope, request);
    const activity = await this.activities.findActivity(scope, request.scheduleId, current.activityId);
    if (!mayEdit(editing, current.subcontractId ?? null)) throw outsideSubcontract();
    const { projectId: _projectId, scheduleId: _scheduleId, taskId: _taskId, version, ...fields } = request;
    const changes: TaskFields = fields;
    if (changes.subcontractId !== undefined && !mayEdit(editing, changes.subcontractId)) throw outsideSubcontract();
    if (version !== current.version) throw this.conflict(current, activity, editing, version);
    await this.assertResources(auth, request, changes.resources);

    const dates = { start: changes.start ?? current.start, finish: changes.finish ?? current.finish };
    if (dates.finish.slice(0, 10) < dates.start.slice(0, 10)) throw invalid('finish', 'The finish is before the start');
    let leanStatusGuard: string | undefined;
    if (changes.leanStatus !== undefined) {
      const change = leanStatusChangedByUser(current.leanStatus, changes.leanStatus);
      if (!change.ok) {
        throw change.reason === 'TASK_RESTRICTED'
          ? new ServiceError('TASK_RESTRICTED', 'This task has open roadblocks: it stays Restricted until they are released', 409)
          : new ServiceError('RESTRICTED_BY_ROADBLOCKS_ONLY', 'A task becomes Restricted only through an open roadblock', 400);
      }
      // The roadblocks side may restrict the task meanwhile; the write then finds another status and is refused.
      leanStatusGuard = current.leanStatus;
    }
    const set: Record<string, unknown> = { ...changes, updatedBy: auth.userId };
    if (changes.start !== undefined || changes.finish !== undefined || changes.duration !== undefined) set.duration = this.durationOf(changes.duration, dates);
    if (changes.progress !== undefined && changes.status === undefined) set.status = statusOfProgress(changes.progress);
    const updated = await this.tasks.updateAtVersion(scope, request.scheduleId, current._id, version, { $set: set }, leanStatusGuard);
    if (updated === null) {
      const latest = await this.taskOf(scope, request);
      throw this.conflict(latest, activity, editing, version);
    }
    const reply = taskReplyOf(updated, activity, await this.openRoadblocksOf(scope, request.scheduleId, updated._id.toHexString()), editing);
    await this.publish(auth, request, 'updated', updated.activityId, reply.id, reply);
    return reply;
  }

  /** A copy beside the original, without its roadblocks or commitment: Debit unless it was Can or Will. */
  async duplicate(auth: AuthContext, request: TaskRefRequest): Promise<TaskReply> {
    const editing = await this.writerOf(auth, request);
    const scope = companyScope(auth.companyId);
    const source = await this.taskOf(scope, request);
    if (!mayEdit(editing, source.subcontractId ?? null)) throw outsideSubcontract();
    const activity = await this.activities.findActivity(scope, request.scheduleId, source.activityId);
    const remembered = (source.leanStatus === 'Restricted' ? source.leanStatusBeforeRestriction : source.leanStatus) ?? 'Debit';
    const { _id: _sourceId, companyId: _companyId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = source;
    const copy: NewTask = {
      ...fields,
      leanStatus: remembered === 'Can' || remembered === 'Will' ? remembered : 'Debit',
      leanStatusBeforeRestriction: null,
      commitmentPercent: 0,
      version: 1,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    };
    const created = await this.tasks.insertTask(scope, copy);
    const reply = taskReplyOf(created, activity, 0, editing);
    await this.publish(auth, request, 'created', created.activityId, reply.id, reply);
    return reply;
  }

  /** Deletes the task with its subtasks; the activity leaves the lookahead with its last task. */
  async remove(auth: AuthContext, request: TaskRefRequest): Promise<TaskDeletedReply> {
    const editing = await this.writerOf(auth, request);
    const scope = companyScope(auth.companyId);
    const task = await this.taskOf(scope, request);
    if (!mayEdit(editing, task.subcontractId ?? null)) throw outsideSubcontract();
    const ofActivity = await this.tasks.listOfActivity(scope, request.scheduleId, task.activityId);
    const doomed = descendantsOf(task, ofActivity);
    const others = doomed.filter((t) => !mayEdit(editing, t.subcontractId ?? null));
    if (others.length > 0) throw outsideSubcontract();
    await this.tasks.deleteTasks(scope, request.scheduleId, doomed.map((t) => t._id));
    const deleted = doomed.map((t) => t._id.toHexString());
    const activityProgress = await this.activityProgressOf(auth, request, task.activityId);
    for (const id of deleted) await this.publish(auth, request, 'deleted', task.activityId, id, null, activityProgress);
    return { deleted };
  }

  private durationOf(typed: number | undefined, dates: { start: string; finish: string }): number {
    const duration = typed ?? taskDurationDays(dates);
    if (duration > DURATION_MAX) throw invalid('duration', `A task lasts at most ${DURATION_MAX} days`);
    return duration;
  }

  /** Every resource named is one of the schedule's (the master plan's list); another schedule's id is refused. */
  private async assertResources(auth: AuthContext, schedule: ScheduleScope, resources: ReadonlyArray<{ resourceId: string }> | undefined): Promise<void> {
    if (resources === undefined || resources.length === 0) return;
    const known = new Set((await this.catalog.catalogOf(auth, schedule)).map((resource) => resource.id));
    const index = resources.findIndex((resource) => !known.has(resource.resourceId));
    if (index >= 0) throw new ServiceError('TASK_RESOURCE_UNKNOWN', 'A resource of the task is not a resource of this schedule', 400, [{ path: `data.resources.${index}.resourceId`, message: 'not a resource of this schedule' }]);
  }

  private async editingOf(auth: AuthContext, schedule: ScheduleScope): Promise<TaskEditing> {
    const access = await this.access.assertScheduleAccess(auth, schedule);
    const editing = taskEditingOf(auth.permissions?.['lookahead.plan'], access.subcontractId);
    if (editing === null) throw new ServiceError('NO_PERMISSION', 'This role has no lookahead plan', 403);
    return editing;
  }

  private async writerOf(auth: AuthContext, schedule: ScheduleScope): Promise<TaskEditing> {
    const editing = await this.editingOf(auth, schedule);
    if (editing.scope === 'none') throw new ServiceError('NO_PERMISSION', 'You can see this lookahead but not change it', 403);
    return editing;
  }

  private async activityOf(auth: AuthContext, scope: TenantScope, schedule: ScheduleScope, activityId: string): Promise<ActivityReadDocument> {
    let activity = await this.activities.findActivity(scope, schedule.scheduleId, activityId);
    if (activity === null) {
      // The read model may not hold the schedule yet: rebuilt once before the activity is called unknown.
      await this.readModel.activitiesOf(auth, schedule);
      activity = await this.activities.findActivity(scope, schedule.scheduleId, activityId);
    }
    if (activity === null) throw new ServiceError('NOT_FOUND', 'The activity is not in this schedule', 404);
    if (activity.isSummary) throw invalid('activityId', 'Tasks hang from activities, not from summaries');
    return activity;
  }

  /** The company's task of this schedule; another company's or schedule's id is not found. */
  private async taskOf(scope: TenantScope, request: TaskRefRequest): Promise<TaskDocument> {
    const task = await this.tasks.findTask(scope, request.taskId);
    if (task === null || task.scheduleId !== request.scheduleId) throw new ServiceError('NOT_FOUND', 'The task is not in this schedule', 404);
    return task;
  }

  private conflict(latest: TaskDocument, activity: ActivityReadDocument | null, editing: TaskEditing, baseVersion: number): ServiceError {
    return new ServiceError(
      'TASK_VERSION_CONFLICT',
      'Someone changed this task after you opened it; your change was not saved. Review the latest version and apply it again.',
      409,
      { baseVersion, currentVersion: latest.version, task: taskReplyOf(latest, activity, 0, editing) },
    );
  }

  private async openRoadblocksOf(scope: TenantScope, scheduleId: string, taskId: string): Promise<number> {
    return (await this.roadblocks.openCountsOf(scope, scheduleId)).get(taskId) ?? 0;
  }

  private async planificationDayOf(auth: AuthContext, projectId: string): Promise<number | null> {
    // Without it the window starts on the chosen day: the plan still opens.
    return (await this.projectOf(auth, projectId))?.planificationDay ?? null;
  }

  private async projectOf(auth: AuthContext, projectId: string): Promise<GetProjectReply['project'] | null> {
    try {
      return (await this.requester.call(projectsRequests.getProject, auth, { projectId })).project;
    } catch (error) {
      getProcessLogger().warn({ err: error, projectId }, 'project not read');
      return null;
    }
  }

  /** After the write: keyed by schedule so a schedule's task events stay ordered. A lost event is logged. */
  private async publish(
    auth: AuthContext,
    schedule: ScheduleScope,
    change: TaskUpdatedEvent['change'],
    activityId: string,
    taskId: string,
    task: TaskReply | null,
    activityProgress?: TaskUpdatedEvent['activityProgress'],
  ): Promise<void> {
    const event: TaskUpdatedEvent = {
      companyId: auth.companyId,
      projectId: schedule.projectId,
      scheduleId: schedule.scheduleId,
      taskId,
      activityId,
      change,
      task,
      activityProgress: activityProgress === undefined ? await this.activityProgressOf(auth, schedule, activityId) : activityProgress,
      by: auth.userId,
    };
    await this.events.publishEvent(lookaheadEvents.taskUpdated, schedule.scheduleId, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, taskId }, 'task updated event not published');
    });
  }

  /** The activity's progress from its tasks after a write, which the master plan takes (issue 11: task progress reaches it). */
  async activityProgressOf(auth: AuthContext, schedule: ScheduleScope, activityId: string): Promise<TaskUpdatedEvent['activityProgress']> {
    const tasks = await this.tasks.listOfActivity(companyScope(auth.companyId), schedule.scheduleId, activityId);
    const progress = tasksProgressOf(activityId, tasks);
    if (progress === null) return null;
    return { progress, weightingBasis: await this.weightingBasisOf(auth, schedule.projectId) };
  }

  /** How the project weighs activities when progress rolls up its WBS. */
  async weightingBasisOf(auth: AuthContext, projectId: string): Promise<WeightingBasisCode> {
    return (await this.projectOf(auth, projectId))?.activityCriterion ?? 'duration';
  }
}

function outsideSubcontract(): ServiceError {
  return new ServiceError('OUTSIDE_SUBCONTRACT', 'Only the tasks of your subcontract can be changed', 403);
}

/** The task and every subtask under it. */
function descendantsOf(root: TaskDocument, tasks: readonly TaskDocument[]): TaskDocument[] {
  const found = [root];
  const ids = new Set([root._id.toHexString()]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const task of tasks) {
      if (task.parentId != null && ids.has(task.parentId) && !ids.has(task._id.toHexString())) {
        ids.add(task._id.toHexString());
        found.push(task);
        grew = true;
      }
    }
  }
  return found;
}
