import type { ScheduleModel } from '@tenon/scheduling';
import type { ScheduledActivity } from '../critical-path.api';

/** Messages to the scheduling worker: load the plan once, then ask for each set of duration overrides. */
export type WhatIfRequest =
  | { type: 'load'; requestId: number; model: ScheduleModel }
  | { type: 'apply'; requestId: number; durations: Array<[id: string, minutes: number]> };

/** An activity's dates and floats in the what-if, as the service reports them for the plan. */
export type WhatIfDates = Pick<ScheduledActivity, 'id' | 'earlyStart' | 'earlyFinish' | 'lateStart' | 'lateFinish' | 'totalFloat' | 'freeFloat' | 'critical'>;

export type WhatIfResponse =
  | {
      requestId: number;
      ok: true;
      projectFinish: string | null;
      activities: WhatIfDates[];
      /** Activities the run recomputed: a duration edit reaches only part of the network. */
      recomputed: number;
      elapsedMs: number;
    }
  | { requestId: number; ok: false; code: 'refused' | 'cycle' | 'failed'; message: string; activityId?: string };
