import type { BaselinePoint, BaselineSaveOption, PlanActivity } from '@tenon/contracts';

type PlanRow = Pick<PlanActivity, 'id' | 'start' | 'finish' | 'duration' | 'progress'>;

export const pointOf = (activity: PlanRow): BaselinePoint => ({ activityId: activity.id, start: activity.start, finish: activity.finish, duration: activity.duration });

export interface PickedPoints {
  points: BaselinePoint[];
  /** How many points came from the plan now; the others were copied from the active baseline. */
  takenFromPlan: number;
}

export type PickRefusal = { unknownIds: string[] };

/**
 * The points of a new baseline (spec 3, saveOption). 1 takes every activity as it is now. 2, 3 and 4 start from a
 * copy of the active baseline, so what it measured stays measured the same way, and take from the plan: 2 the
 * activities it does not have yet, 3 those not finished (progress under 100), 4 the ones the planner selected.
 */
export function pickBaselinePoints(
  option: BaselineSaveOption,
  activities: readonly PlanRow[],
  active: readonly BaselinePoint[] | null,
  selectedIds: readonly string[] = [],
): PickedPoints | PickRefusal {
  const copied = option === 1 ? [] : (active ?? []);
  const inActive = new Set(copied.map((point) => point.activityId));
  let taken: readonly PlanRow[];
  switch (option) {
    case 1:
      taken = activities;
      break;
    case 2:
      taken = activities.filter((activity) => !inActive.has(activity.id));
      break;
    case 3:
      taken = activities.filter((activity) => activity.progress < 100);
      break;
    case 4: {
      const inPlan = new Set(activities.map((activity) => activity.id));
      const unknownIds = selectedIds.filter((id) => !inPlan.has(id));
      if (unknownIds.length > 0) return { unknownIds };
      const selected = new Set(selectedIds);
      taken = activities.filter((activity) => selected.has(activity.id));
      break;
    }
  }
  const fresh = new Map(taken.map((activity) => [activity.id, pointOf(activity)]));
  const points = copied.map((point) => fresh.get(point.activityId) ?? point);
  for (const [id, point] of fresh) if (!inActive.has(id)) points.push(point);
  return { points, takenFromPlan: fresh.size };
}

export const isPickRefusal = (picked: PickedPoints | PickRefusal): picked is PickRefusal => 'unknownIds' in picked;

/** The latest finish of a baseline, or null for an empty one; plan dates sort as text. */
export function baselineFinish(points: readonly BaselinePoint[]): string | null {
  let latest: string | null = null;
  for (const point of points) if (latest === null || point.finish > latest) latest = point.finish;
  return latest;
}
