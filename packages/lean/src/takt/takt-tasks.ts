import { NEW_TASK_STATUS } from '../lean-status';
import { taskDurationDays } from '../task-weights';
import { equalShareWeights } from './structure-generation';

/** Spec part 3, 5: the lookahead's duration editor stops at 200 days; a takt task never starts longer. */
export const TAKT_TASK_DURATION_MAX = 200;

/** Spec part 3, 4 (new takt task defaults): Waiting, Debit, not active, progress 0, priority Low. */
export const TAKT_TASK_DEFAULTS = {
  status: NEW_TASK_STATUS.status,
  leanStatus: NEW_TASK_STATUS.leanStatus,
  active: false,
  progress: 0,
  priority: 'Low',
} as const;

export interface TaktTaskDraft {
  unitId: string;
  name: string;
  start: string;
  finish: string;
  duration: number;
  weight: number;
}

/**
 * The takt tasks to create under an activity for the units that do not have one yet (a retried assign creates
 * nothing twice). Each spans the activity until the takt plan gives it its own dates; the new ones share what the
 * existing takt tasks' weights leave of 100 (spec 5, takt weights).
 */
export function taktTaskDrafts(input: {
  activity: { start: string; finish: string };
  units: ReadonlyArray<{ unitId: string; name: string }>;
  existing: ReadonlyArray<{ unitId: string; weight: number | null }>;
}): TaktTaskDraft[] {
  const taken = new Set(input.existing.map((task) => task.unitId));
  const seen = new Set<string>();
  const fresh = input.units.filter((unit) => {
    if (taken.has(unit.unitId) || seen.has(unit.unitId)) return false;
    seen.add(unit.unitId);
    return true;
  });
  const existingSum = input.existing.reduce((sum, task) => sum + (task.weight ?? 0), 0);
  const weights = equalShareWeights(fresh.length, existingSum);
  const duration = Math.min(TAKT_TASK_DURATION_MAX, Math.max(1, taskDurationDays(input.activity)));
  return fresh.map((unit, index) => ({
    unitId: unit.unitId,
    name: unit.name,
    start: input.activity.start,
    finish: input.activity.finish,
    duration,
    weight: weights[index]!,
  }));
}
