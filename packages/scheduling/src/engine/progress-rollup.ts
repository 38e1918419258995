import type { Activity } from '../model';

export type WeightBasis = 'duration' | 'cost' | 'hours';

export interface WeightIssue {
  activityId: string;
  /** A child without a value for the basis, with a zero value, or a parent whose children weigh nothing. */
  reason: 'null-weight' | 'zero-weight' | 'zero-total';
}

export interface ProgressRollupEntry {
  /** 0..100 */
  progress: number;
  /** Share of the parent, 0..100 (100 for top-level activities). */
  weight: number;
}

export interface ProgressRollup {
  activities: Map<string, ProgressRollupEntry>;
  issues: WeightIssue[];
}

/**
 * Progress of summaries from their children (spec part 3, section 5): a child's weight is its share of
 * the duration, cost or hours of its siblings; a zero total gives every child weight 0; a null or zero
 * weight is reported. A summary's progress is the sum of weight / 100 x child progress.
 */
export function rollUpProgress(activities: readonly Activity[], basis: WeightBasis): ProgressRollup {
  const children = new Map<string, Activity[]>();
  for (const activity of activities) {
    if (activity.parentId === undefined) continue;
    const siblings = children.get(activity.parentId) ?? [];
    siblings.push(activity);
    children.set(activity.parentId, siblings);
  }
  const result = new Map<string, ProgressRollupEntry>();
  const issues: WeightIssue[] = [];
  const basisValue = new Map<string, number | null>();

  const valueOf = (activity: Activity): number | null => {
    const known = basisValue.get(activity.id);
    if (known !== undefined) return known;
    const own = basis === 'duration' ? activity.duration : basis === 'cost' ? activity.cost : activity.hours;
    const kids = children.get(activity.id);
    let value: number | null = own ?? null;
    if (kids && kids.length > 0 && (basis !== 'duration' || !own)) {
      // A summary weighs what its children weigh, unless it carries its own duration.
      value = kids.reduce((sum, kid) => sum + (valueOf(kid) ?? 0), 0);
    }
    basisValue.set(activity.id, value);
    return value;
  };

  const progressOf = (activity: Activity, path: Set<string>): number => {
    const done = result.get(activity.id);
    if (done) return done.progress;
    if (path.has(activity.id)) throw new Error(`activity "${activity.id}" is its own ancestor`);
    const kids = children.get(activity.id);
    let progress: number;
    if (!kids || kids.length === 0) {
      progress = clampPercent(activity.progress?.percentComplete ?? (activity.progress?.actualFinish !== undefined ? 100 : 0));
    } else {
      path.add(activity.id);
      const values = kids.map((kid) => valueOf(kid));
      const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
      if (total === 0) issues.push({ activityId: activity.id, reason: 'zero-total' });
      progress = 0;
      kids.forEach((kid, k) => {
        const value = values[k] ?? null;
        if (value === null) issues.push({ activityId: kid.id, reason: 'null-weight' });
        else if (value === 0) issues.push({ activityId: kid.id, reason: 'zero-weight' });
        const weight = total > 0 && value !== null ? (value / total) * 100 : 0;
        const kidProgress = progressOf(kid, path);
        result.set(kid.id, { progress: kidProgress, weight });
        progress += (weight / 100) * kidProgress;
      });
      path.delete(activity.id);
    }
    const entry = result.get(activity.id);
    result.set(activity.id, { progress: clampPercent(progress), weight: entry?.weight ?? 100 });
    return clampPercent(progress);
  };

  for (const activity of activities) if (activity.parentId === undefined) progressOf(activity, new Set());
  for (const activity of activities) if (!result.has(activity.id)) progressOf(activity, new Set());
  return { activities: result, issues };
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}
