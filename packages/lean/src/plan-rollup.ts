import { rollUpProgress, type WeightingBasis } from './progress-rollup';

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
  const rollup = rollUpProgress(
    rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      progress: row.progress,
      finished: row.actualFinish !== null,
      duration: row.duration,
      cost: row.cost ?? null,
      hours: row.hhWorkTime ?? row.hours ?? null,
      ponderator: row.ponderator ?? null,
      hasCustomPonderator: row.hasCustomPonderator ?? false,
    })),
    basis,
  );
  for (const row of rows) {
    if (row.kind !== 'summary') continue;
    const progress = rollup.activities.get(row.id)?.progress;
    if (progress !== undefined && progress !== row.progress) changes.set(row.id, progress);
  }
  return changes;
}
