import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { DomainEvent, LookaheadTaskEvent } from '@tenon/contracts';
import type { WeightingBasis } from '@tenon/lean';
import { companyScope, getProcessLogger, KeyedQueue } from '@tenon/service-kit';
import { PlanService } from '../plan/plan.service';
import { TaskProgressInbox } from './task-progress.repository';

/** Task writes of one burst (a form, a closed week) are gathered this long before the plan is saved once. */
const GATHER_MS = 300;
/** A save that failed (a database hiccup) is tried again after this long. */
const RETRY_MS = 5_000;

/**
 * The lookahead's task progress reaching the master plan (spec part 3, 2.2): each task event names its activity's
 * rolled-up progress; it is kept in an inbox and saved into the plan as one version per burst.
 */
@Injectable()
export class TaskProgressService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly saves = new KeyedQueue();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly inbox: TaskProgressInbox,
    private readonly plans: PlanService,
  ) {}

  async onTaskUpdated(event: DomainEvent<LookaheadTaskEvent>): Promise<void> {
    // A task restricted or released by its roadblocks keeps its progress.
    if (event.payload.change === 'lean-status') return;
    if (event.payload.change === 'batch') {
      const { companyId, projectId, scheduleId, activityProgress, by } = event.payload;
      for (const { activityId, progress } of activityProgress) {
        if (progress === null) continue;
        await this.inbox.hear(companyScope(companyId), { projectId, scheduleId, activityId, progress: progress.progress, weightingBasis: progress.weightingBasis, by });
      }
      if (activityProgress.some((entry) => entry.progress !== null)) this.saveSoon(companyId, scheduleId, GATHER_MS);
      return;
    }
    const { companyId, projectId, scheduleId, activityId, activityProgress, by } = event.payload;
    if (activityProgress === null) return;
    await this.inbox.hear(companyScope(companyId), { projectId, scheduleId, activityId, progress: activityProgress.progress, weightingBasis: activityProgress.weightingBasis, by });
    this.saveSoon(companyId, scheduleId, GATHER_MS);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const { companyId, scheduleId } of await this.inbox.schedulesWaitingAcrossCompanies()) this.saveSoon(companyId, scheduleId, GATHER_MS);
  }

  onModuleDestroy(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Saves what the schedule's inbox holds now; resolves once it is in the plan (tests and start-up wait on it). */
  async saveWaiting(companyId: string, scheduleId: string): Promise<void> {
    await this.saves.run(`${companyId}:${scheduleId}`, async () => {
      const scope = companyScope(companyId);
      const waiting = await this.inbox.waitingOf(scope, scheduleId);
      if (waiting.length === 0) return;
      const latest = waiting.reduce((last, row) => (row.heardAt > last.heardAt ? row : last));
      const progress = new Map(waiting.map((row) => [row.activityId, row.progress]));
      const version = await this.plans.takeTaskProgress(companyId, { projectId: latest.projectId, scheduleId }, progress, latest.weightingBasis as WeightingBasis, latest.by);
      await this.inbox.taken(scope, waiting);
      if (version !== null) getProcessLogger().info({ scheduleId, version, activities: progress.size }, 'task progress saved into the plan');
    });
  }

  private saveSoon(companyId: string, scheduleId: string, delayMs: number): void {
    const key = `${companyId}:${scheduleId}`;
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.saveWaiting(companyId, scheduleId).catch((error: unknown) => {
        getProcessLogger().error({ err: error, scheduleId }, 'task progress not saved into the plan; trying again');
        this.saveSoon(companyId, scheduleId, RETRY_MS);
      });
    }, delayMs);
    timer.unref();
    this.timers.set(key, timer);
  }
}
