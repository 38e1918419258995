import { progressPercent } from './progress-percent';

/** What a parent's progress is weighted by (the project's activity_creter): duration, cost or work hours. */
export type WeightingBasis = 'duration' | 'cost' | 'hours';
export const WEIGHTING_BASES: readonly WeightingBasis[] = ['duration', 'cost', 'hours'];

/** An activity as the roll-up reads it; a master plan row, an imported activity or a lookahead task all fit. */
export interface WeightedActivity {
  id: string;
  parentId?: string | null;
  /** 0..100 as entered; a parent's is computed, never read. */
  progress?: number | null;
  /** Finished (an actual finish) counts as 100 when no percentage is given. */
  finished?: boolean;
  duration?: number | null;
  cost?: number | null;
  hours?: number | null;
  /** A share of the parent set by hand, in percent; used instead of the computed one when hasCustomPonderator. */
  ponderator?: number | null;
  hasCustomPonderator?: boolean;
}

export interface WeightIssue {
  activityId: string;
  /** A child without a value for the basis, with a zero value, or a parent whose children weigh nothing. */
  reason: 'null-weight' | 'zero-weight' | 'zero-total';
}

export interface ProgressRollupEntry {
  /** 0..100, two decimals, 99.98 read as 100. */
  progress: number;
  /** Share of the parent, 0..100 (100 for top-level activities). */
  weight: number;
}

export interface ProgressRollup {
  activities: Map<string, ProgressRollupEntry>;
  issues: WeightIssue[];
}

/**
 * Progress of parents from their children (spec part 2, 4): a child's weight is its share of its siblings' duration,
 * cost or hours; a zero total gives every child weight 0; a null or zero weight is reported. Children with a custom
 * weight keep it and the others share what is left in proportion to their basis. A parent's progress is the sum of
 * weight / 100 × child progress.
 */
export function rollUpProgress(activities: readonly WeightedActivity[], basis: WeightingBasis): ProgressRollup {
  const children = new Map<string, WeightedActivity[]>();
  for (const activity of activities) {
    if (activity.parentId == null) continue;
    const siblings = children.get(activity.parentId);
    if (siblings === undefined) children.set(activity.parentId, [activity]);
    else siblings.push(activity);
  }
  const result = new Map<string, ProgressRollupEntry>();
  const issues: WeightIssue[] = [];
  const basisValue = new Map<string, number | null>();

  const valueOf = (activity: WeightedActivity): number | null => {
    const known = basisValue.get(activity.id);
    if (known !== undefined) return known;
    const own = basis === 'duration' ? activity.duration : basis === 'cost' ? activity.cost : activity.hours;
    const kids = children.get(activity.id);
    let value: number | null = own ?? null;
    if (kids !== undefined && (basis !== 'duration' || !own)) {
      // A parent weighs what its children weigh, unless it carries its own duration.
      basisValue.set(activity.id, 0);
      value = kids.reduce((sum, kid) => sum + (valueOf(kid) ?? 0), 0);
    }
    basisValue.set(activity.id, value);
    return value;
  };

  const progressOf = (activity: WeightedActivity, path: Set<string>): number => {
    const done = result.get(activity.id);
    if (done !== undefined) return done.progress;
    if (path.has(activity.id)) throw new Error(`activity "${activity.id}" is its own ancestor`);
    const kids = children.get(activity.id);
    let progress: number;
    if (kids === undefined) {
      // What was typed stays as typed; only a computed figure is rounded up to done.
      progress = clampPercent(activity.progress ?? (activity.finished === true ? 100 : 0));
    } else {
      path.add(activity.id);
      const weights = childWeights(kids, valueOf, issues, activity.id);
      let sum = 0;
      kids.forEach((kid, k) => {
        const kidProgress = progressOf(kid, path);
        const weight = weights[k]!;
        result.set(kid.id, { progress: kidProgress, weight });
        sum += (weight / 100) * kidProgress;
      });
      path.delete(activity.id);
      progress = progressPercent(sum);
    }
    result.set(activity.id, { progress, weight: result.get(activity.id)?.weight ?? 100 });
    return progress;
  };

  for (const activity of activities) if (activity.parentId == null) progressOf(activity, new Set());
  // Rows whose parent is not in the list are read as top-level.
  for (const activity of activities) if (!result.has(activity.id)) progressOf(activity, new Set());
  return { activities: result, issues };
}

function childWeights(kids: readonly WeightedActivity[], valueOf: (a: WeightedActivity) => number | null, issues: WeightIssue[], parentId: string): number[] {
  const custom = kids.map((kid) => (kid.hasCustomPonderator === true && kid.ponderator != null && Number.isFinite(kid.ponderator) ? Math.max(0, kid.ponderator) : null));
  const customTotal = custom.reduce<number>((sum, weight) => sum + (weight ?? 0), 0);
  // Custom weights that add up past 100 are scaled down to 100, so a parent never reads more than its children did.
  const customScale = customTotal > 100 ? 100 / customTotal : 1;
  const left = Math.max(0, 100 - customTotal);
  const values = kids.map((kid, k) => (custom[k] === null ? valueOf(kid) : null));
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const computedCount = custom.filter((weight) => weight === null).length;
  if (computedCount > 0 && total === 0) issues.push({ activityId: parentId, reason: 'zero-total' });
  return kids.map((kid, k) => {
    const own = custom[k];
    if (own !== null && own !== undefined) return own * customScale;
    const value = values[k] ?? null;
    if (value === null) issues.push({ activityId: kid.id, reason: 'null-weight' });
    else if (value === 0) issues.push({ activityId: kid.id, reason: 'zero-weight' });
    return total > 0 && value !== null ? (value / total) * left : 0;
  });
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
