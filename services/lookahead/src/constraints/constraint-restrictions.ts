import { Injectable } from '@nestjs/common';
import { lookaheadEvents, type AuthContext, type TaskLeanStatusChangedEvent } from '@tenon/contracts';
import { isRoadblockOpen, restrictionAfter, restrictionChanged } from '@tenon/lean';
import { EventPublisher, getProcessLogger, type TenantScope } from '@tenon/service-kit';
import { ConstraintTasksRepository } from './constraint-tasks.repository';
import { ConstraintsRepository } from './constraints.repository';

/**
 * Applies the restriction rule (spec part 3, 4) to the tasks a roadblock change touched: each is Restricted while any
 * roadblock naming it is open, and goes back to its remembered status when none is. Each task moved is announced.
 */
@Injectable()
export class ConstraintRestrictions {
  constructor(
    private readonly tasks: ConstraintTasksRepository,
    private readonly constraints: ConstraintsRepository,
    private readonly events: EventPublisher,
  ) {}

  async apply(auth: AuthContext, scope: TenantScope, where: { projectId: string; scheduleId: string }, taskIds: readonly string[]): Promise<Array<{ id: string; leanStatus: string }>> {
    const unique = [...new Set(taskIds)];
    if (unique.length === 0) return [];
    const [tasks, naming] = await Promise.all([this.tasks.withIds(scope, unique), this.constraints.namingTasks(scope, where.scheduleId, unique)]);
    const openCount = new Map<string, number>();
    for (const constraint of naming) {
      if (!isRoadblockOpen(constraint.status)) continue;
      for (const taskId of constraint.taskIds) openCount.set(taskId, (openCount.get(taskId) ?? 0) + 1);
    }
    const moved: Array<{ id: string; leanStatus: string }> = [];
    for (const task of tasks.filter((row) => row.scheduleId === where.scheduleId)) {
      const next = restrictionAfter(task, openCount.get(task.id) ?? 0);
      if (!restrictionChanged(task, next)) continue;
      if (!(await this.tasks.writeLeanStatus(scope, task, task.leanStatus, next))) continue;
      moved.push({ id: task.id, leanStatus: next.leanStatus });
      const event: TaskLeanStatusChangedEvent = {
        change: 'lean-status',
        companyId: auth.companyId,
        projectId: where.projectId,
        scheduleId: where.scheduleId,
        taskId: task.id,
        activityId: task.activityId,
        leanStatus: next.leanStatus,
        leanStatusBeforeRestriction: next.leanStatusBeforeRestriction,
        cause: 'roadblocks',
      };
      // The task is written; a lost event is logged rather than undoing the change the planner asked for.
      await this.events.publishEvent(lookaheadEvents.taskUpdated, where.scheduleId, event).catch((error: unknown) => {
        getProcessLogger().error({ err: error, taskId: task.id }, 'task updated event not published');
      });
    }
    return moved;
  }
}
