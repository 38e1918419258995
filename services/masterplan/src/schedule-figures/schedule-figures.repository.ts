import { Injectable } from '@nestjs/common';
import type { TenantScope } from '@tenon/service-kit';
import { PlanStore } from '../plan/plan.store';
import type { FigureActivity } from './schedule-figures';

export interface FigureActivities {
  /** The caller's company's activities of the asked schedules. */
  activities: FigureActivity[];
  /** Whether an asked schedule holds another company's plan (its data is dropped here, never answered). */
  foreign: boolean;
}

/** Reads only what the figures need from the plans. */
@Injectable()
export class ScheduleFiguresRepository {
  constructor(private readonly plans: PlanStore) {}

  /** Summary activities repeat their children's span and progress, so only the others count. */
  async figureActivities(scope: TenantScope, scheduleIds: readonly string[]): Promise<FigureActivities> {
    const plans = await Promise.all(scheduleIds.map(async (scheduleId) => ({ scheduleId, rows: await this.plans.rowsIfOwn(scope, scheduleId) })));
    const activities: FigureActivity[] = [];
    for (const { scheduleId, rows } of plans) {
      for (const a of rows?.activities.values() ?? []) {
        if (a.kind !== 'summary') activities.push({ scheduleId, start: a.start, finish: a.finish, duration: a.duration, progress: a.progress });
      }
    }
    return { foreign: plans.some((plan) => plan.rows === null), activities };
  }
}
