import type { ScheduleModel } from '@tenon/scheduling';
import type { ScheduledActivity } from '../critical-path.api';
import type { PlanBase } from '../editor/engine-model';
import type { PlanState } from '../editor/plan-edits';

/** What the page asks of the engine: load the plan once, then each set of duration overrides. */
export type WhatIfCommand =
  | { type: 'load'; model: ScheduleModel }
  /** The editor's plan, made into the engine's model in the worker: the page only copies it across. */
  | { type: 'load-plan'; plan: PlanState; base: PlanBase; today: string }
  | { type: 'apply'; durations: Array<[id: string, minutes: number]> };

/** A command as it travels to the worker, numbered so its answer finds its way back. */
export type WhatIfRequest = WhatIfCommand & { requestId: number };

/** An activity's dates and floats in the what-if, as the service reports them for the plan. */
export type WhatIfDates = Pick<ScheduledActivity, 'id' | 'earlyStart' | 'earlyFinish' | 'lateStart' | 'lateFinish' | 'totalFloat' | 'freeFloat' | 'critical'>;

export type WhatIfResponse =
  | {
      requestId: number;
      ok: true;
      projectFinish: string | null;
      activities: WhatIfDates[];
      /** Only the activities whose dates changed since the last answer are listed (answers to `apply`). */
      partial: boolean;
      /** Activities the run recomputed: a duration edit reaches only part of the network. */
      recomputed: number;
      elapsedMs: number;
    }
  | { requestId: number; ok: false; code: 'refused' | 'cycle' | 'failed'; message: string; activityId?: string };
