import type { PlanActivity, PlanEditing } from '@tenon/contracts';
import { progressPercent, rollUpProgress } from '@tenon/lean';
import type { ProgressByActivity } from './schedule-progress.repository';

export interface ProgressSnapshot {
  progress: ProgressByActivity;
  activityCount: number;
  /** The schedule's progress: its top-level activities weighted by duration, 0..100. */
  scheduleProgress: number;
}

const SCHEDULE = '';

/**
 * The historical progress records an update keeps: every activity's progress as the plan holds it (a parent's is the
 * roll-up the editor saved), or, for a subcontractor, only its subcontract's activities.
 */
export function progressSnapshot(activities: readonly PlanActivity[], editing: Exclude<PlanEditing, { scope: 'none' }>): ProgressSnapshot {
  const progress: ProgressByActivity = {};
  let activityCount = 0;
  for (const activity of activities) {
    if (editing.scope === 'subcontract' && activity.subcontractId !== editing.subcontractId) continue;
    progress[activity.id] = activity.progress;
    activityCount += 1;
  }
  // The whole schedule as one parent of its top-level activities, so its figure follows the same weights.
  const rollup = rollUpProgress(
    [
      { id: SCHEDULE },
      ...activities.map((a) => ({
        id: a.id,
        parentId: a.parentId ?? SCHEDULE,
        progress: a.progress,
        finished: a.actualFinish !== null,
        duration: a.duration,
        ponderator: a.ponderator,
        hasCustomPonderator: a.hasCustomPonderator,
      })),
    ],
    'duration',
  );
  return { progress, activityCount, scheduleProgress: activities.length === 0 ? 0 : progressPercent(rollup.activities.get(SCHEDULE)?.progress ?? 0) };
}
