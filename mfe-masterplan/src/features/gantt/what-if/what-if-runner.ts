import { CycleError, DurationScenario, ScenarioError, isoFromMinutes, type ScheduleModel } from '@tenon/scheduling';
import { engineModel, type EnginePlan } from '../editor/engine-model';
import type { PlanPart, WhatIfRequest, WhatIfResponse } from './what-if-protocol';

/** Answers what-if requests with the engine; no DOM, so it runs in the worker or, as a fallback, on the page. */
export class WhatIfRunner {
  private scenario: DurationScenario | null = null;
  private model: ScheduleModel | null = null;
  private hasWork = false;
  /**
   * The next answer names the activities: the first after a 'load'. A plan the page sent ('load-plan') is in the
   * page's own order, and an edit or a data date moves no activity.
   */
  private idsPending = false;
  /** The overrides in force: a warm-up puts them back. */
  private overrides: Array<[string, number]> = [];

  /** Rows of the plan being sent in parts, until the 'load-plan' that completes it. */
  private parts: { activities: EnginePlan['activities'][number][]; links: EnginePlan['links'][number][] } | null = null;

  receivePart(part: PlanPart): void {
    this.parts ??= { activities: [], links: [] };
    for (const activity of part.activities) this.parts.activities.push(activity);
    for (const link of part.links) this.parts.links.push(link);
  }

  handle(request: WhatIfRequest): WhatIfResponse {
    const started = performance.now();
    try {
      if (request.type === 'load' || request.type === 'load-plan') {
        const model = request.type === 'load' ? request.model : engineModel(this.completed(request.plan), request.base, request.today);
        this.model = model;
        this.scenario = new DurationScenario(model);
        this.hasWork = model.activities.some((a) => a.kind !== 'summary');
        this.idsPending = request.type === 'load';
        this.overrides = [];
        return this.answer(request.requestId, started, model.activities.length);
      }
      if (this.scenario === null || this.model === null) return { requestId: request.requestId, ok: false, code: 'failed', message: 'No plan is loaded' };
      if (request.type === 'data-date') {
        // The plan stays in the worker: only the options change, so a move costs a schedule, not a copy of the plan.
        const { statusDate: _previous, ...options } = this.model.options;
        this.model = { ...this.model, options: request.statusDate === null ? options : { ...options, statusDate: request.statusDate } };
        this.scenario = new DurationScenario(this.model);
        const run = request.durations.length > 0 ? this.scenario.apply(new Map(request.durations)).recomputed : this.model.activities.length;
        this.overrides = request.durations;
        return this.answer(request.requestId, started, run);
      }
      const run = this.scenario.apply(new Map(request.durations));
      this.overrides = request.durations;
      return this.answer(request.requestId, started, run.recomputed);
    } catch (error) {
      if (error instanceof ScenarioError) {
        return { requestId: request.requestId, ok: false, code: 'refused', message: error.message, activityId: error.activityId };
      }
      const code = error instanceof CycleError ? 'cycle' : 'failed';
      return { requestId: request.requestId, ok: false, code, message: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Runs an edit's path through the engine on the loaded plan a few times, then puts the plan back as it was: the
   * planner's first edits run compiled code, not cold code (10,000 activities on the bench page: first edits took
   * 40–50 ms in the worker cold, 7–12 ms warm).
   */
  warmUp(): void {
    if (this.scenario === null || this.model === null) return;
    // A critical task: lengthening it moves the project's finish, so the whole network is scheduled again.
    const { ids, critical } = this.scenario.snapshot();
    const criticalIds = new Set(ids.filter((_, at) => critical[at] === 1));
    const task = this.model.activities.find((a) => a.kind === 'task' && a.duration > 0 && criticalIds.has(a.id) && !this.overrides.some(([id]) => id === a.id));
    if (task === undefined) return;
    const day = Math.round(this.model.options.hoursPerDay * 60);
    for (const days of [5, 10, 15, 20, 25]) {
      this.scenario.apply(new Map([...this.overrides, [task.id, task.duration + days * day]]));
      this.scenario.snapshot();
    }
    this.scenario.apply(new Map(this.overrides));
  }

  /** The plan the parts received so far and the last part make; the parts are let go. */
  private completed(last: EnginePlan): EnginePlan {
    const parts = this.parts;
    this.parts = null;
    if (parts === null) return last;
    for (const activity of last.activities) parts.activities.push(activity);
    for (const link of last.links) parts.links.push(link);
    return parts;
  }

  private answer(requestId: number, started: number, recomputed: number): WhatIfResponse {
    const arrays = this.scenario!.snapshot();
    const { ids, earlyStart, earlyFinish, lateStart, lateFinish, totalFloat, freeFloat, critical } = arrays;
    const newIds = this.idsPending;
    this.idsPending = false;
    return {
      requestId,
      ok: true,
      // As the masterplan service reports it: the engine's finish, none for a plan of summaries only.
      projectFinish: this.hasWork ? isoFromMinutes(arrays.projectFinish) : null,
      columns: { ...(newIds ? { ids } : {}), earlyStart, earlyFinish, lateStart, lateFinish, totalFloat, freeFloat, critical },
      recomputed,
      elapsedMs: performance.now() - started,
    };
  }
}

/** The buffers of an answer, handed to the page rather than copied. */
export function transferables(response: WhatIfResponse): ArrayBuffer[] {
  if (!response.ok) return [];
  const { earlyStart, earlyFinish, lateStart, lateFinish, totalFloat, freeFloat, critical } = response.columns;
  return [earlyStart, earlyFinish, lateStart, lateFinish, totalFloat, freeFloat, critical].map((column) => column.buffer as ArrayBuffer);
}
