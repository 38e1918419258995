import { CycleError, DurationScenario, ScenarioError, isoFromMinutes } from '@tenon/scheduling';
import { engineModel } from '../editor/engine-model';
import type { WhatIfDates, WhatIfRequest, WhatIfResponse } from './what-if-protocol';

/** Answers what-if requests with the engine; no DOM, so it runs in the worker or, as a fallback, on the page. */
export class WhatIfRunner {
  private scenario: DurationScenario | null = null;
  private hasWork = false;
  /** What the last answer said of each activity, so an `apply` answers only what moved. */
  private told = new Map<string, string>();

  /** The next answer lists every activity: for a runner whose earlier answers nobody received. */
  forgetAnswers(): void {
    this.told = new Map();
  }

  handle(request: WhatIfRequest): WhatIfResponse {
    const started = performance.now();
    try {
      if (request.type === 'load' || request.type === 'load-plan') {
        const model = request.type === 'load' ? request.model : engineModel(request.plan, request.base, request.today);
        this.scenario = new DurationScenario(model);
        this.hasWork = model.activities.some((a) => a.kind !== 'summary');
        this.told = new Map();
        return this.answer(request.requestId, started, model.activities.length, false);
      }
      if (this.scenario === null) return { requestId: request.requestId, ok: false, code: 'failed', message: 'No plan is loaded' };
      const run = this.scenario.apply(new Map(request.durations));
      return this.answer(request.requestId, started, run.recomputed, true);
    } catch (error) {
      if (error instanceof ScenarioError) {
        return { requestId: request.requestId, ok: false, code: 'refused', message: error.message, activityId: error.activityId };
      }
      const code = error instanceof CycleError ? 'cycle' : 'failed';
      return { requestId: request.requestId, ok: false, code, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private answer(requestId: number, started: number, recomputed: number, partial: boolean): WhatIfResponse {
    const result = this.scenario!.result();
    const activities: WhatIfDates[] = [];
    for (const [id, dates] of result.activities) {
      const said = `${dates.earlyStart}|${dates.earlyFinish}|${dates.lateStart}|${dates.lateFinish}|${dates.totalFloat}|${dates.freeFloat}|${dates.critical}`;
      if (partial && this.told.get(id) === said) continue;
      this.told.set(id, said);
      activities.push({
        id,
        earlyStart: isoFromMinutes(dates.earlyStart),
        earlyFinish: isoFromMinutes(dates.earlyFinish),
        lateStart: isoFromMinutes(dates.lateStart),
        lateFinish: isoFromMinutes(dates.lateFinish),
        totalFloat: dates.totalFloat,
        freeFloat: dates.freeFloat,
        critical: dates.critical,
      });
    }
    return {
      requestId,
      ok: true,
      // As the masterplan service reports it: the engine's finish, none for a plan of summaries only.
      projectFinish: this.hasWork ? isoFromMinutes(result.projectFinish) : null,
      activities,
      partial,
      recomputed,
      elapsedMs: performance.now() - started,
    };
  }
}
