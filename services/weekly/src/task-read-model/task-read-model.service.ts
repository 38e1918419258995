import { Injectable } from '@nestjs/common';
import {
  lookaheadRequests,
  type AuthContext,
  type DomainEvent,
  type LookaheadTaskEvent,
  type ScheduleScope,
} from '@tenon/contracts';
import { companyScope, getProcessLogger, KafkaRequester, ProcessedEventsStore } from '@tenon/service-kit';
import type { WeekTaskDocument } from './week-task.schema';
import { WeekTaskHeadsRepository, WeekTasksRepository, weekTaskRecordOf } from './week-tasks.repository';

const WEEK_STATUSES = new Set(['Will', 'Committed']);
/** A large schedule's Will/Committed tasks may take a while to gather on a busy lookahead. */
const REBUILD_TIMEOUT_MS = 15_000;

/**
 * The lookahead tasks the weekly plan shows, kept from `lookahead.task.updated.v1`. A schedule never read before, or
 * holding a week task whose activity the events did not name, is read whole from the lookahead first.
 */
@Injectable()
export class TaskReadModelService {
  constructor(
    private readonly tasks: WeekTasksRepository,
    private readonly heads: WeekTaskHeadsRepository,
    private readonly requester: KafkaRequester,
    private readonly processed: ProcessedEventsStore,
  ) {}

  /** Applies one task event once (by event id); a task is besides only written at a newer version. */
  async onTaskEvent(event: DomainEvent<LookaheadTaskEvent>): Promise<void> {
    await this.processed.consumeOnce(event, () => this.apply(event));
  }

  private async apply(event: DomainEvent<LookaheadTaskEvent>): Promise<void> {
    const change = event.payload;
    const scope = companyScope(change.companyId);
    try {
      if (change.change === 'batch') {
        // A schedule whose read model was never built is read whole from the lookahead at its first week read: a
        // bulk takt write (58 batch events for a 14,400-task assign) is not copied into it task by task meanwhile.
        if (!(await this.heads.isBuilt(scope, change.scheduleId))) return;
        if (change.written === 'deleted') await this.tasks.deleteTasks(scope, change.deletedTaskIds);
        else await this.tasks.upsertTasks(scope, change.tasks.map((task) => weekTaskRecordOf(change.scheduleId, { ...task, activityName: '' })));
      } else if (change.change === 'lean-status') {
        await this.tasks.setLeanStatus(scope, change.taskId, change.leanStatus);
      } else if (change.change === 'deleted' || change.task === null) {
        await this.tasks.deleteTask(scope, change.taskId);
      } else {
        await this.tasks.upsertTask(scope, weekTaskRecordOf(change.scheduleId, { ...change.task, activityName: '' }));
      }
    } catch (error) {
      // The schedule is read whole again at its next week read rather than kept wrong.
      getProcessLogger().error({ err: error, eventId: event.eventId, taskId: change.change === 'batch' ? null : change.taskId }, 'lookahead task event not applied');
      await this.heads.deleteMany(scope, { scheduleId: change.scheduleId }).catch(() => undefined);
    }
  }

  /** The schedule's tasks as kept, read whole from the lookahead when needed. */
  async tasksOf(auth: AuthContext, schedule: ScheduleScope): Promise<WeekTaskDocument[]> {
    const scope = companyScope(auth.companyId);
    if (await this.heads.isBuilt(scope, schedule.scheduleId)) {
      const kept = await this.tasks.listOfSchedule(scope, schedule.scheduleId);
      if (kept.every((task) => !WEEK_STATUSES.has(task.leanStatus) || task.activityName !== '')) return kept;
    }
    await this.rebuild(auth, schedule);
    return this.tasks.listOfSchedule(scope, schedule.scheduleId);
  }

  async rebuild(auth: AuthContext, schedule: ScheduleScope): Promise<void> {
    const scope = companyScope(auth.companyId);
    const before = await this.tasks.listOfSchedule(scope, schedule.scheduleId);
    const reply = await this.requester.call(
      lookaheadRequests.weekTasks,
      auth,
      { projectId: schedule.projectId, scheduleId: schedule.scheduleId },
      { timeoutMs: REBUILD_TIMEOUT_MS },
    );
    await this.tasks.replaceSchedule(
      scope,
      schedule.scheduleId,
      reply.tasks.map((row) => weekTaskRecordOf(schedule.scheduleId, row)),
      before,
    );
    await this.heads.markBuilt(scope, schedule.scheduleId);
  }
}

/** Request topics the read model asks: part of the weekly service's `callsTopics`. */
export const TASK_READ_MODEL_CALLS: readonly string[] = [lookaheadRequests.weekTasks];
