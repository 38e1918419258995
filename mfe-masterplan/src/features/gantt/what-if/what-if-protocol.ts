import type { ScheduleArrays, ScheduleModel } from '@tenon/scheduling';
import type { EnginePlan, PlanBase } from '../editor/engine-model';

/** What the page asks of the engine: load the plan once, then each set of duration overrides. */
export type WhatIfCommand =
  | { type: 'load'; model: ScheduleModel }
  /** The editor's plan, made into the engine's model in the worker: the page only copies it across. */
  | { type: 'load-plan'; plan: EnginePlan; base: PlanBase; today: string }
  | { type: 'apply'; durations: Array<[id: string, minutes: number]> }
  /** The data date moved: the plan loaded last is scheduled again from it, with the duration overrides made since. */
  | { type: 'data-date'; statusDate: number | null; durations: Array<[id: string, minutes: number]> };

/** A command as it travels to the worker, numbered so its answer finds its way back. */
export type WhatIfRequest = WhatIfCommand & { requestId: number };

/**
 * Rows of a plan on their way to the worker ahead of the 'load-plan' that completes it: a plan is copied across in
 * parts, each in a task of its own, so that copying 50,000 rows never holds the page for long. Not answered.
 */
export interface PlanPart {
  type: 'plan-part';
  activities: EnginePlan['activities'];
  links: EnginePlan['links'];
}

/** What the page posts to the worker. */
export type WorkerMessage = WhatIfRequest | PlanPart;

/** An activity's dates and floats in the what-if, as the service reports them for the plan. */
export interface WhatIfDates {
  id: string;
  earlyStart: string;
  earlyFinish: string;
  lateStart: string;
  lateFinish: string;
  totalFloat: number;
  freeFloat: number;
  critical: boolean;
}

/**
 * Every activity's dates and floats in wall-clock minutes, by position in `ids`. Typed arrays cross from the worker
 * without a copy; the page turns the few rows it shows into dates (ScheduledDates).
 */
export type DateColumns = Pick<ScheduleArrays, 'earlyStart' | 'earlyFinish' | 'lateStart' | 'lateFinish' | 'totalFloat' | 'freeFloat' | 'critical'> & {
  /**
   * The activity at each position: in the first answer after a 'load' only, since an edit does not move them and
   * copying 50,000 ids with every answer costs the page more than the dates themselves. After a 'load-plan' the
   * positions are those of the plan's activities as the page sent them, and no ids are sent.
   */
  ids?: ScheduleArrays['ids'];
};

export type WhatIfResponse =
  | {
      requestId: number;
      ok: true;
      projectFinish: string | null;
      columns: DateColumns;
      /** Activities the run recomputed: a duration edit reaches only part of the network. */
      recomputed: number;
      elapsedMs: number;
    }
  | { requestId: number; ok: false; code: 'refused' | 'cycle' | 'failed'; message: string; activityId?: string };
