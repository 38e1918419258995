import type { PpcWeek } from '@tenon/contracts';
import type { PpcWeekRecord } from './ppc-weeks.repository';

/** Percent of planned commitments completed; null when nothing was committed (no 0/0 in the chart). */
export function percentPlanComplete(committed: number, completed: number): number | null {
  if (committed <= 0) return null;
  return Math.round((Math.min(completed, committed) / committed) * 1000) / 10;
}

export function toPpcWeeks(records: readonly PpcWeekRecord[]): PpcWeek[] {
  return records.map((r) => ({ ...r, ppc: percentPlanComplete(r.committed, r.completed) }));
}
