import { CycleError, DurationScenario, ScenarioError, isoFromMinutes } from '@tenon/scheduling';
import type { WhatIfDates, WhatIfRequest, WhatIfResponse } from './what-if-protocol';

/** Answers what-if requests with the engine; no DOM, so it runs in the worker or, as a fallback, on the page. */
export class WhatIfRunner {
  private scenario: DurationScenario | null = null;
  private leaves = new Set<string>();

  handle(request: WhatIfRequest): WhatIfResponse {
    const started = performance.now();
    try {
      if (request.type === 'load') {
        this.scenario = new DurationScenario(request.model);
        this.leaves = new Set(request.model.activities.filter((a) => a.kind !== 'summary').map((a) => a.id));
        return this.answer(request.requestId, started, request.model.activities.length);
      }
      if (this.scenario === null) return { requestId: request.requestId, ok: false, code: 'failed', message: 'No plan is loaded' };
      const run = this.scenario.apply(new Map(request.durations));
      return this.answer(request.requestId, started, run.recomputed);
    } catch (error) {
      if (error instanceof ScenarioError) {
        return { requestId: request.requestId, ok: false, code: 'refused', message: error.message, activityId: error.activityId };
      }
      const code = error instanceof CycleError ? 'cycle' : 'failed';
      return { requestId: request.requestId, ok: false, code, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private answer(requestId: number, started: number, recomputed: number): WhatIfResponse {
    const result = this.scenario!.result();
    const activities: WhatIfDates[] = [];
    let projectFinish: number | null = null;
    for (const [id, dates] of result.activities) {
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
      // The same finish the masterplan service reports: the latest early finish of a non-summary activity.
      if (this.leaves.has(id) && (projectFinish === null || dates.earlyFinish > projectFinish)) projectFinish = dates.earlyFinish;
    }
    return {
      requestId,
      ok: true,
      projectFinish: projectFinish === null ? null : isoFromMinutes(projectFinish),
      activities,
      recomputed,
      elapsedMs: performance.now() - started,
    };
  }
}
