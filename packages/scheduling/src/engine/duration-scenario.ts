import type { ScheduleArrays, ScheduleModel } from '../model';
import { Scheduler, type ScheduleRunSummary } from './scheduler';

/** A duration the scenario refuses, named so the person editing knows which activity and why. */
export class ScenarioError extends Error {
  constructor(
    readonly activityId: string,
    readonly reason: 'unknown' | 'summary' | 'milestone' | 'invalid',
  ) {
    super(`Activity ${activityId}: ${REASONS[reason]}`);
    this.name = 'ScenarioError';
  }
}

const REASONS: Record<ScenarioError['reason'], string> = {
  unknown: 'not part of this schedule',
  summary: "a summary's duration comes from its activities",
  milestone: 'a milestone has no duration',
  invalid: 'a duration is a whole number of working minutes, zero or more',
};

/**
 * A what-if on durations: the plan is scheduled once, then every set of duration overrides is laid over the plan's own
 * durations and re-scheduled incrementally, so only what an edit can reach is recomputed.
 */
export class DurationScenario {
  private readonly scheduler: Scheduler;
  private readonly planned = new Map<string, { duration: number; kind: string }>();
  private applied = new Map<string, number>();

  constructor(model: ScheduleModel) {
    for (const activity of model.activities) this.planned.set(activity.id, { duration: activity.duration, kind: activity.kind });
    this.scheduler = new Scheduler(model);
    this.scheduler.run();
  }

  /** The plan with exactly these overrides (earlier ones not listed go back to their planned duration). */
  apply(overrides: ReadonlyMap<string, number>): ScheduleRunSummary {
    // Everything is checked before the first change, so a refused set leaves the last scenario as it was.
    for (const [id, minutes] of overrides) this.check(id, minutes);
    for (const id of this.applied.keys()) {
      if (!overrides.has(id)) this.scheduler.setDuration(id, this.planned.get(id)!.duration);
    }
    for (const [id, minutes] of overrides) {
      if (this.applied.get(id) !== minutes) this.scheduler.setDuration(id, minutes);
    }
    this.applied = new Map(overrides);
    return this.scheduler.run();
  }

  result(): ReturnType<Scheduler['result']> {
    return this.scheduler.result();
  }

  /** The last run as flat arrays, a copy: what a worker hands to the page without building an object per activity. */
  snapshot(): ScheduleArrays {
    return this.scheduler.snapshot();
  }

  private check(id: string, minutes: number): void {
    const activity = this.planned.get(id);
    if (activity === undefined) throw new ScenarioError(id, 'unknown');
    if (activity.kind === 'summary') throw new ScenarioError(id, 'summary');
    if (!Number.isInteger(minutes) || minutes < 0) throw new ScenarioError(id, 'invalid');
    if (activity.kind === 'milestone' && minutes !== 0) throw new ScenarioError(id, 'milestone');
  }
}
