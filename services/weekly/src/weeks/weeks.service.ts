import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  projectsRequests,
  weeklyEvents,
  type AuthContext,
  type CloseWeekRequest,
  type CommitTasksRequest,
  type ReadWeekRequest,
  type RemoveCommitmentRequest,
  type ResetWeekRequest,
  type ScheduleScope,
  type UpdateCommitmentRequest,
  type WeekClosedEvent,
  type WeekCommittedEvent,
  type WeekReply,
  type WeightingBasisCode,
} from '@tenon/contracts';
import { commitmentPercentProblem, commitmentTiming, isCommitmentMet, isPlanningWeekStart, planningWeekOf, weekPpc, type PlanningWeek } from '@tenon/lean';
import { companyScope, EventPublisher, getProcessLogger, KafkaRequester, ProjectAccessClient, ReadCache, ServiceError, type TenantScope } from '@tenon/service-kit';
import type { CommitmentDocument } from '../commitments/commitment.schema';
import { TaskReadModelService } from '../task-read-model/task-read-model.service';
import type { WeekTaskDocument } from '../task-read-model/week-task.schema';
import { mayCommit, weekEditingOf, type WeekEditing } from './week-editing';
import { isWeekTask, TREND_WEEKS, weekViewOf, withRealized } from './week-view';
import type { WeekDocument } from './week.schema';
import { WeekCommitmentsRepository, WeeksRepository, type NewCommitment } from './weeks.repository';

/** Without a planification day the project's weeks start on Monday (ISO weeks). */
const DEFAULT_PLANIFICATION_DAY = 1;

interface WeekContext {
  scope: TenantScope;
  editing: WeekEditing;
  planificationDay: number;
  weightingBasis: WeightingBasisCode;
  week: PlanningWeek;
}

const invalid = (path: string, message: string, code = 'VALIDATION_FAILED'): ServiceError => new ServiceError(code, message, 400, [{ path: `data.${path}`, message }]);
const noPermission = (message: string): ServiceError => new ServiceError('NO_PERMISSION', message, 403);

/** The weekly plan's rules: read a week, commit tasks, edit or remove commitments, close and reopen. */
@Injectable()
export class WeeksService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly requester: KafkaRequester,
    private readonly weeks: WeeksRepository,
    private readonly commitments: WeekCommitmentsRepository,
    private readonly readModel: TaskReadModelService,
    private readonly events: EventPublisher,
    private readonly cache: ReadCache,
  ) {}

  /**
   * The week as the plan tab shows it. Kept in the read cache until the company's next write in this service (a task
   * event, a commitment, a close): reopening a week of 500 commitments reads one value instead of two 500-row queries.
   */
  async read(auth: AuthContext, request: ReadWeekRequest): Promise<WeekReply> {
    const context = await this.contextOf(auth, request, request.date, false);
    const key = `week:${request.scheduleId}:${context.week.start}:${context.planificationDay}:${JSON.stringify(context.editing)}:${mayCloseAndReset(auth)}`;
    const read = await this.cache.read(auth.companyId, key, () => this.readNow(auth, request, context), { keep: ({ settled }) => settled });
    return read.reply;
  }

  /** `settled`: no closed event is still owed, so the next read need not look for one. */
  private async readNow(auth: AuthContext, request: ReadWeekRequest, context: WeekContext): Promise<{ reply: WeekReply; settled: boolean }> {
    // Every read of the week at once: the open of a 500-task week waits for the slowest, not for their sum.
    const record = this.weeks.findWeek(context.scope, request.scheduleId, context.week.start);
    const reply = this.view(auth, request, context, { weekRecord: record });
    // Whichever way this read ends, the view started above is not left rejecting unheard.
    reply.catch(() => undefined);
    const found = await record;
    // A close cut short before its event went out is announced by the next reader: nobody has to close it again.
    if (found !== null && isClosedEventPending(found)) {
      const settled = await this.sendClosedEvent(auth, request, context, found);
      return { reply: await this.view(auth, request, context), settled };
    }
    return { reply: await reply, settled: true };
  }

  async commit(auth: AuthContext, request: CommitTasksRequest): Promise<WeekReply> {
    const context = await this.writableWeek(auth, request, request.weekStart);
    const weekTasks = async () => new Map((await this.readModel.tasksOf(auth, request)).map((task) => [task._id, task]));
    let tasks = await weekTasks();
    const ofThisWeek = (taskId: string) => {
      const task = tasks.get(taskId);
      return task !== undefined && task.scheduleId === request.scheduleId && isWeekTask(task, context.week);
    };
    if (!request.commitments.every((row) => ofThisWeek(row.taskId))) {
      // The tasks are kept from the lookahead's events: one written a moment ago may not have arrived yet. They are read
      // whole from the lookahead once before a task is called not of this week; without an answer, the copy decides.
      const reread = await this.readModel.rebuild(auth, request).then(
        () => true,
        (error: unknown) => {
          getProcessLogger().warn({ err: error, scheduleId: request.scheduleId }, 'week tasks not read again before a commit');
          return false;
        },
      );
      if (reread) tasks = await weekTasks();
    }
    const existing = await this.commitments.listOfWeek(context.scope, request.scheduleId, context.week.start);
    const byTask = new Map(existing.map((c) => [c.taskId, c]));
    // Everything is checked before anything is written: a bad row leaves the week as it was.
    const rows = request.commitments.map((row, index) => {
      const task = tasks.get(row.taskId);
      if (task === undefined || !ofThisWeek(row.taskId)) {
        throw invalid(`commitments.${index}.taskId`, 'The task is not a Will or Committed task of this week', 'TASK_NOT_IN_WEEK');
      }
      if (!mayCommit(context.editing, task.subcontractId ?? null)) throw new ServiceError('OUTSIDE_SUBCONTRACT', 'Only the tasks of your subcontract can be committed', 403);
      this.assertPercent(`commitments.${index}.percent`, row.percent, task.progress);
      return { task, percent: row.percent };
    });
    const record = await this.weeks.ensureCommitted(context.scope, {
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      weekStart: context.week.start,
      weekEnd: context.week.end,
      week: context.week.week,
      year: context.week.year,
      timing: commitmentTiming(context.week.start, today()),
      committedBy: auth.userId,
    });
    if (record.state === 'closed') throw weekClosed();
    // Two bulk commands, not one round trip per task: a week of 500 commitments is saved well within the request's time.
    const added: NewCommitment[] = [];
    const changed: Array<{ id: CommitmentDocument['_id']; percent: number; snapshot: Partial<NewCommitment> }> = [];
    for (const { task, percent } of rows) {
      const kept = byTask.get(task._id);
      const snapshot = snapshotOf(task, auth.userId);
      if (kept === undefined) added.push({ ...snapshot, scheduleId: request.scheduleId, weekStart: context.week.start, taskId: task._id, committedProgress: percent });
      else changed.push({ id: kept._id, percent, snapshot: { ...snapshot, removed: false } });
    }
    await this.commitments.insertMany(context.scope, added);
    await this.commitments.setPercentMany(context.scope, changed);
    await this.publishCommitted(auth, request, context, record, []);
    return this.view(auth, request, context);
  }

  async updateCommitment(auth: AuthContext, request: UpdateCommitmentRequest): Promise<WeekReply> {
    const context = await this.writableWeek(auth, request, request.weekStart);
    const record = await this.openWeek(context, request);
    const commitment = await this.commitmentOf(context, request, request.commitmentId);
    if (!mayCommit(context.editing, commitment.subcontractId ?? null)) throw new ServiceError('OUTSIDE_SUBCONTRACT', 'Only the commitments of your subcontract can be changed', 403);
    const task = await this.readModel.tasksOf(auth, request).then((all) => all.find((t) => t._id === commitment.taskId));
    this.assertPercent('percent', request.percent, task?.progress ?? commitment.progressAtCommit);
    await this.commitments.setPercent(context.scope, commitment._id, request.percent);
    await this.publishCommitted(auth, request, context, record, []);
    return this.view(auth, request, context);
  }

  async removeCommitment(auth: AuthContext, request: RemoveCommitmentRequest): Promise<WeekReply> {
    const context = await this.writableWeek(auth, request, request.weekStart);
    const record = await this.openWeek(context, request);
    const commitment = await this.commitmentOf(context, request, request.commitmentId);
    if (!mayCommit(context.editing, commitment.subcontractId ?? null)) throw new ServiceError('OUTSIDE_SUBCONTRACT', 'Only the commitments of your subcontract can be removed', 403);
    await this.commitments.setRemoved(context.scope, commitment._id);
    await this.publishCommitted(auth, request, context, record, [commitment.taskId]);
    return this.view(auth, request, context);
  }

  /**
   * The week turns closed with its realized values, PPC and closed event's id in one conditional write, then the event
   * goes out and is marked sent. A close retried after a failure at any point finds the week committed (it closes
   * now) or closed (only an event not yet sent goes out, under its stored id): the week ends closed once, with one PPC
   * and one event.
   */
  async close(auth: AuthContext, request: CloseWeekRequest): Promise<WeekReply> {
    const context = await this.contextOf(auth, request, request.weekStart, true);
    if (auth.permissions?.['weekly.plan'] !== 'AC') throw noPermission('Only a full weekly plan permission closes a week');
    const record = await this.weeks.findWeek(context.scope, request.scheduleId, context.week.start);
    if (record === null) throw new ServiceError('WEEK_NOT_COMMITTED', 'Nothing was committed to this week', 409);
    if (record.state === 'closed') {
      await this.sendClosedEvent(auth, request, context, record);
      return this.view(auth, request, context);
    }
    const all = await this.commitments.listOfWeek(context.scope, request.scheduleId, context.week.start);
    const active = all.filter((c) => !c.removed);
    if (active.length === 0) throw new ServiceError('WEEK_NOT_COMMITTED', 'Nothing was committed to this week', 409);
    const realized = new Map(request.realized.map((r) => [r.commitmentId, r.percent]));
    const known = new Set(active.map((c) => c._id.toHexString()));
    request.realized.forEach((r, index) => {
      if (!known.has(r.commitmentId)) throw invalid(`realized.${index}.commitmentId`, 'Not a commitment of this week');
    });
    const missing = active.findIndex((c) => !realized.has(c._id.toHexString()));
    if (missing >= 0) throw invalid('realized', `Enter the realized percentage of "${active[missing]!.name}"`);

    // One write closes the week with its realized values, PPC and event id: a close stopped at any point has written
    // all of it or nothing. The commitments as this close sees them serve the PPC, the event and the answer.
    const written = active.map((c): CommitmentDocument => ({ ...c, actualProgress: realized.get(c._id.toHexString())!, closed: true }));
    const ppc = weekPpc(written.map((c) => ({ committedPercent: c.committedProgress, realizedPercent: c.actualProgress!, removed: false })));
    const closed = await this.weeks.closeIfCommitted(context.scope, record._id, {
      ppc: ppc.ppc,
      committedCount: ppc.committed,
      metCount: ppc.met,
      closedBy: auth.userId,
      closedEventId: randomUUID(),
      realized: written.map((c) => ({ commitmentId: c._id.toHexString(), percent: c.actualProgress! })),
    });
    crashAfter('close-write');
    if (closed === null) {
      // A concurrent close won and stored its own values and event id: whichever close is stored is the one announced.
      const stored = await this.weeks.findWeek(context.scope, request.scheduleId, context.week.start);
      if (stored !== null) await this.sendClosedEvent(auth, request, context, stored);
      return this.view(auth, request, context);
    }
    await this.sendClosedEvent(auth, request, context, closed, written);
    const byId = new Map(written.map((c) => [c._id.toHexString(), c]));
    return this.view(auth, request, context, { weekRecord: closed, commitments: all.map((c) => byId.get(c._id.toHexString()) ?? c) });
  }

  /** A closed week opened again (AC): its realized values and PPC are cleared; the tasks keep their progress. */
  async reset(auth: AuthContext, request: ResetWeekRequest): Promise<WeekReply> {
    const context = await this.contextOf(auth, request, request.weekStart, true);
    if (auth.permissions?.['weekly.plan'] !== 'AC') throw noPermission('Only a full weekly plan permission reopens a week');
    const record = await this.weeks.findWeek(context.scope, request.scheduleId, context.week.start);
    if (record === null) throw new ServiceError('WEEK_NOT_COMMITTED', 'Nothing was committed to this week', 409);
    if (record.state === 'closed') {
      await this.commitments.reopenWeek(context.scope, request.scheduleId, context.week.start);
      await this.weeks.reopen(context.scope, record._id);
    }
    return this.view(auth, request, context);
  }

  private assertPercent(path: string, percent: number, progress: number): void {
    const problem = commitmentPercentProblem(percent, progress);
    if (problem === 'BELOW_PROGRESS') throw invalid(path, `The commitment cannot be below the task's progress (${progress}%)`, 'COMMITMENT_BELOW_PROGRESS');
    if (problem !== null) throw invalid(path, 'must be between 0 and 100');
  }

  private async contextOf(auth: AuthContext, schedule: ScheduleScope, date: string, mustBeWeekStart: boolean): Promise<WeekContext> {
    // Asked together; the access check's refusal is the one the caller hears.
    const project = this.projectOf(auth, schedule.projectId);
    project.catch(() => undefined);
    const access = await this.access.assertScheduleAccess(auth, schedule);
    const editing = weekEditingOf(auth.permissions?.['weekly.plan'], access.subcontractId);
    if (editing === null) throw noPermission('This role has no weekly plan');
    const { planificationDay, weightingBasis } = await project;
    if (mustBeWeekStart && !isPlanningWeekStart(date, planificationDay)) throw invalid('weekStart', 'Not the first day of a planning week of this project', 'NOT_A_WEEK_START');
    let week: PlanningWeek;
    try {
      week = planningWeekOf(date, planificationDay);
    } catch (error) {
      throw invalid('date', (error as Error).message);
    }
    return { scope: companyScope(auth.companyId), editing, planificationDay, weightingBasis, week };
  }

  private async writableWeek(auth: AuthContext, schedule: ScheduleScope, weekStart: string): Promise<WeekContext> {
    const context = await this.contextOf(auth, schedule, weekStart, true);
    if (context.editing.scope === 'none') throw noPermission('You can see this weekly plan but not change it');
    return context;
  }

  private async openWeek(context: WeekContext, schedule: ScheduleScope): Promise<WeekDocument> {
    const record = await this.weeks.findWeek(context.scope, schedule.scheduleId, context.week.start);
    if (record === null) throw new ServiceError('WEEK_NOT_COMMITTED', 'Nothing was committed to this week', 409);
    if (record.state === 'closed') throw weekClosed();
    return record;
  }

  private async commitmentOf(context: WeekContext, schedule: ScheduleScope, commitmentId: string): Promise<CommitmentDocument> {
    const found = (await this.commitments.listOfWeek(context.scope, schedule.scheduleId, context.week.start)).find((c) => c._id.toHexString() === commitmentId && !c.removed);
    if (found === undefined) throw new ServiceError('NOT_FOUND', 'The commitment is not in this week', 404);
    return found;
  }

  /** `known`: what the caller has just read or written itself, so it is not read again. */
  private async view(
    auth: AuthContext,
    schedule: ScheduleScope,
    context: WeekContext,
    known: { weekRecord?: WeekDocument | null | Promise<WeekDocument | null>; commitments?: CommitmentDocument[] } = {},
  ): Promise<WeekReply> {
    const [weekRecord, commitments, tasks, trend] = await Promise.all([
      known.weekRecord !== undefined ? known.weekRecord : this.weeks.findWeek(context.scope, schedule.scheduleId, context.week.start),
      known.commitments ?? this.commitments.listOfWeek(context.scope, schedule.scheduleId, context.week.start),
      this.readModel.tasksOf(auth, schedule),
      this.weeks.closedUpTo(context.scope, schedule.scheduleId, context.week.start, TREND_WEEKS),
    ]);
    const full = mayCloseAndReset(auth);
    return weekViewOf({
      scheduleId: schedule.scheduleId,
      week: context.week,
      planificationDay: context.planificationDay,
      weekRecord,
      commitments,
      tasks,
      trend,
      editing: context.editing,
      mayClose: full,
      mayReset: full,
    });
  }

  /**
   * The closed event of a closed week whose event was not sent yet, built from what the close stored, under the id the
   * close stored: consumers dedupe by event id, so one sent twice (a crash after the send, before the mark) counts once.
   */
  private async sendClosedEvent(auth: AuthContext, schedule: ScheduleScope, context: WeekContext, record: WeekDocument, written?: readonly CommitmentDocument[]): Promise<boolean> {
    if (!isClosedEventPending(record)) return true;
    const active = written ?? withRealized(record, await this.commitments.listOfWeek(context.scope, schedule.scheduleId, context.week.start)).filter((c) => !c.removed);
    const results = active.map((c) => ({ c, realizedPercent: c.actualProgress ?? 0 }));
    const event: WeekClosedEvent = {
      ...this.eventHead(auth, schedule, context.week),
      // The PPC the close stored with the week, not computed again.
      ppc: record.ppc ?? null,
      committed: record.committedCount,
      met: record.metCount,
      missed: record.committedCount - record.metCount,
      weightingBasis: context.weightingBasis,
      commitments: results.map(({ c, realizedPercent }) => ({
        commitmentId: c._id.toHexString(),
        taskId: c.taskId,
        committedPercent: c.committedProgress,
        realizedPercent,
        met: isCommitmentMet({ committedPercent: c.committedProgress, realizedPercent }),
      })),
      by: record.closedBy ?? auth.userId,
    };
    try {
      await this.events.publishEvent(weeklyEvents.weekClosed, schedule.scheduleId, event, record.closedEventId!);
    } catch (error) {
      // Left pending: the next close or read of the week sends it.
      getProcessLogger().error({ err: error, scheduleId: schedule.scheduleId, weekStart: context.week.start }, 'week closed event not published');
      return false;
    }
    await this.weeks.markClosedEventPublished(context.scope, record._id, record.closedEventId!);
    return true;
  }

  private eventHead(auth: AuthContext, schedule: ScheduleScope, week: PlanningWeek) {
    return { companyId: auth.companyId, projectId: schedule.projectId, scheduleId: schedule.scheduleId, weekStart: week.start, week: week.week, year: week.year };
  }

  private async publishCommitted(auth: AuthContext, schedule: ScheduleScope, { week, weightingBasis }: WeekContext, record: WeekDocument, removedTaskIds: string[]): Promise<void> {
    const active = (await this.commitments.listOfWeek(companyScope(auth.companyId), schedule.scheduleId, week.start)).filter((c) => !c.removed);
    const event: WeekCommittedEvent = {
      ...this.eventHead(auth, schedule, week),
      timing: (record.timing as WeekCommittedEvent['timing']) ?? null,
      commitments: active.map((c) => ({ commitmentId: c._id.toHexString(), taskId: c.taskId, committedPercent: c.committedProgress })),
      removedTaskIds,
      weightingBasis,
      by: auth.userId,
    };
    await this.publish(weeklyEvents.weekCommitted, schedule.scheduleId, event);
  }

  /** After the write, keyed by schedule. A lost event is logged: the week itself is saved. */
  private async publish(topic: string, key: string, payload: WeekCommittedEvent | WeekClosedEvent): Promise<void> {
    await this.events.publishEvent(topic, key, payload).catch((error: unknown) => {
      getProcessLogger().error({ err: error, topic, scheduleId: key }, 'weekly event not published');
    });
  }

  private async projectOf(auth: AuthContext, projectId: string): Promise<{ planificationDay: number; weightingBasis: WeightingBasisCode }> {
    const { project } = await this.requester.call(projectsRequests.getProject, auth, { projectId });
    return { planificationDay: project.planificationDay ?? DEFAULT_PLANIFICATION_DAY, weightingBasis: project.activityCriterion ?? 'duration' };
  }
}

/** Test-only fault injection: the process dies at this point of a close, to prove a retried close ends closed once. */
function crashAfter(point: 'close-write'): void {
  if (process.env.WEEKLY_CRASH_AFTER === point) process.exit(70);
}

function mayCloseAndReset(auth: AuthContext): boolean {
  return auth.permissions?.['weekly.plan'] === 'AC';
}

function isClosedEventPending(record: WeekDocument): boolean {
  return record.state === 'closed' && record.closedEventPublished === false && typeof record.closedEventId === 'string';
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function weekClosed(): ServiceError {
  return new ServiceError('WEEK_CLOSED', 'This week is closed; reopen it to change its commitments', 409);
}

function snapshotOf(task: WeekTaskDocument, userId: string): Omit<NewCommitment, 'scheduleId' | 'weekStart' | 'taskId' | 'committedProgress'> {
  return {
    name: task.name,
    activityId: task.activityId,
    activityName: task.activityName,
    start: task.start,
    finish: task.finish,
    progressAtCommit: task.progress,
    responsibleIds: task.responsibleIds,
    subcontractId: task.subcontractId ?? null,
    committedBy: userId,
    removed: false,
    actualProgress: null,
    cncId: null,
    closed: false,
  };
}
