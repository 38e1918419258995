import { MAX_BASELINE_NUMBER, type Activity, type ActivityBaseline } from '../model';

/** The activity's active baseline (number 0), which P6 files carry as planned dates. */
export const activeBaseline = (activity: Activity): ActivityBaseline | undefined => activity.baselines?.find((b) => b.number === 0);

/** The baselines MS Project can hold, one per number, in number order. */
export function mspdiBaselines(activity: Activity): ActivityBaseline[] {
  const byNumber = new Map<number, ActivityBaseline>();
  for (const baseline of activity.baselines ?? []) {
    if (Number.isInteger(baseline.number) && baseline.number >= 0 && baseline.number <= MAX_BASELINE_NUMBER && !byNumber.has(baseline.number)) byNumber.set(baseline.number, baseline);
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}
