import { rollUpProgress, type WeightedActivity, type WeightingBasis } from './progress-rollup';

/** A master plan row as its parents' roll-up reads it (the Gantt's rows and the masterplan service's alike). */
export interface PlanRollupRow {
  id: string;
  parentId: string | null;
  kind: 'task' | 'milestone' | 'summary';
  progress: number;
  actualFinish: string | null;
  duration: number;
  cost?: number | null;
  hhWorkTime?: number | null;
  hours?: number | null;
  ponderator?: number | null;
  hasCustomPonderator?: boolean;
}

/**
 * The summaries whose progress is not the roll-up of their children's by the project's weighting basis, with the
 * figure they should hold; an empty map when every parent already agrees.
 */
export function summaryProgressChanges(rows: readonly PlanRollupRow[], basis: WeightingBasis): Map<string, number> {
  const changes = new Map<string, number>();
  if (!rows.some((row) => row.kind === 'summary')) return changes;
  const rollup = rollUpProgress(rows.map(weighted), basis);
  for (const row of rows) {
    if (row.kind !== 'summary') continue;
    const progress = rollup.activities.get(row.id)?.progress;
    if (progress !== undefined && progress !== row.progress) changes.set(row.id, progress);
  }
  return changes;
}

function weighted(row: PlanRollupRow): WeightedActivity {
  return {
    id: row.id,
    parentId: row.parentId,
    progress: row.progress,
    finished: row.actualFinish !== null,
    duration: row.duration,
    cost: row.cost ?? null,
    hours: row.hhWorkTime ?? row.hours ?? null,
    ponderator: row.ponderator ?? null,
    hasCustomPonderator: row.hasCustomPonderator ?? false,
  };
}

/** Where each row sits and which rows are each parent's children, by position: read once per outline, not per edit. */
export interface RollupOutline {
  readonly position: ReadonlyMap<string, number>;
  readonly children: ReadonlyMap<string, readonly number[]>;
}

export function rollupOutline(rows: readonly PlanRollupRow[]): RollupOutline {
  const position = new Map<string, number>();
  rows.forEach((row, index) => position.set(row.id, index));
  const children = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (row.parentId === null || !position.has(row.parentId)) return;
    const siblings = children.get(row.parentId);
    if (siblings === undefined) children.set(row.parentId, [index]);
    else siblings.push(index);
  });
  return { position, children };
}

const WEIGHING_FIELDS = ['progress', 'actualFinish', 'duration', 'cost', 'hhWorkTime', 'hours', 'ponderator', 'hasCustomPonderator'] as const;

/**
 * What `summaryProgressChanges(next)` answers, when `previous` was rolled up in full on `basis`, `outline` is its
 * outline and `next` edits it in place: only the parents above the rows whose weighing fields changed are computed
 * again, so an edit costs its ancestors, not the plan. Undefined when that would not give the same answer (rows added,
 * removed, moved or re-parented; a parent that is not a summary; a child whose weight is its subtree's): the caller
 * then rolls the plan up whole.
 */
export function summaryProgressChangesAfterEdit(
  previous: readonly PlanRollupRow[],
  next: readonly PlanRollupRow[],
  basis: WeightingBasis,
  outline: RollupOutline,
): Map<string, number> | undefined {
  if (previous.length !== next.length) return undefined;
  const dirty = new Set<number>();
  for (let index = 0; index < next.length; index += 1) {
    const before = previous[index]!;
    const after = next[index]!;
    if (before === after) continue;
    if (before.id !== after.id || before.parentId !== after.parentId || before.kind !== after.kind) return undefined;
    if (WEIGHING_FIELDS.every((field) => before[field] === after[field])) continue;
    // A parent's own figure typed over is put back; a child's change reaches its parent.
    if (outline.children.has(after.id)) dirty.add(index);
    const parent = after.parentId === null ? undefined : outline.position.get(after.parentId);
    if (parent !== undefined) dirty.add(parent);
  }
  const changes = new Map<string, number>();
  if (dirty.size === 0) return changes;

  // Every ancestor of a parent computed again is computed again, the deepest first.
  const depth = new Map<number, number>();
  for (const start of [...dirty]) {
    const chain: number[] = [];
    let at: number | undefined = start;
    while (at !== undefined && !depth.has(at)) {
      if (chain.length > next.length) return undefined;
      chain.push(at);
      const parentId: string | null = next[at]!.parentId;
      at = parentId === null ? undefined : outline.position.get(parentId);
    }
    let level = at === undefined ? 0 : depth.get(at)! + 1;
    for (let k = chain.length - 1; k >= 0; k -= 1) depth.set(chain[k]!, level++);
  }
  const order = [...depth.keys()].sort((a, b) => depth.get(b)! - depth.get(a)!);

  const recomputed = new Map<number, number>();
  for (const parentIndex of order) {
    const parent = next[parentIndex]!;
    if (parent.kind !== 'summary') return undefined;
    // Every row in `order` is a parent: a dirty row has children, and so has each ancestor.
    const kids = outline.children.get(parent.id)!;
    const rows: WeightedActivity[] = [{ id: parent.id, parentId: null }];
    for (const kidIndex of kids) {
      const kid = next[kidIndex]!;
      if (outline.children.has(kid.id)) {
        // A parent child is read by its own figure: right only for a summary weighing its own duration.
        if (kid.kind !== 'summary' || basis !== 'duration' || !kid.duration) return undefined;
        rows.push({ ...weighted(kid), parentId: parent.id, progress: recomputed.get(kidIndex) ?? kid.progress });
      } else {
        rows.push({ ...weighted(kid), parentId: parent.id });
      }
    }
    const progress = rollUpProgress(rows, basis).activities.get(parent.id)!.progress;
    recomputed.set(parentIndex, progress);
    if (progress !== parent.progress) changes.set(parent.id, progress);
  }
  return changes;
}
