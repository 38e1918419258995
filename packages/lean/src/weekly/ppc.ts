import { ppcOfCounts } from '../analytics/ppc-figures';
import { isCommitmentMet } from './commitment-rules';

export interface PpcCommitment {
  committedPercent: number;
  realizedPercent: number | null;
  /** Removed from the week: listed among the deleted tasks, not counted. */
  removed: boolean;
}

export interface WeekPpc {
  /** Percent plan complete, 0..100 rounded to one decimal; null when the week has no commitment to count. */
  ppc: number | null;
  committed: number;
  met: number;
  missed: number;
}

/** PPC: the share of the week's commitments (removed ones excluded) that were kept. */
export function weekPpc(commitments: readonly PpcCommitment[]): WeekPpc {
  const counted = commitments.filter((c) => !c.removed);
  const met = counted.filter(isCommitmentMet).length;
  const committed = counted.length;
  return { ppc: ppcOfCounts(committed, met), committed, met, missed: committed - met };
}
