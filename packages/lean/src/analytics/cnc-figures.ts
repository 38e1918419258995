import { round1 } from './days';

export interface CncFacts {
  typeId: string;
  /** Commitments or tasks the cause explains; a cause that names none still counts as one lost commitment. */
  lostCommitments: number;
}

export interface CncTypeFigure {
  typeId: string;
  typeName: string;
  cncs: number;
  lostCommitments: number;
  /** Share of all CNCs, 0..100. */
  percent: number;
  /** Running share of CNCs down the Pareto order, 0..100. */
  cumulativePercent: number;
}

/**
 * CNCs by type, most frequent first (ties by lost commitments, then name) with the cumulative share: the Pareto of why
 * commitments are missed. Types nobody used are left out.
 */
export function cncPareto(cncs: readonly CncFacts[], typeNames: ReadonlyMap<string, string>): CncTypeFigure[] {
  const byType = new Map<string, { cncs: number; lost: number }>();
  for (const cnc of cncs) {
    const row = byType.get(cnc.typeId) ?? { cncs: 0, lost: 0 };
    row.cncs += 1;
    row.lost += Math.max(1, cnc.lostCommitments);
    byType.set(cnc.typeId, row);
  }
  const rows = [...byType.entries()]
    .map(([typeId, row]) => ({ typeId, typeName: typeNames.get(typeId) ?? '', cncs: row.cncs, lostCommitments: row.lost }))
    .sort((a, b) => b.cncs - a.cncs || b.lostCommitments - a.lostCommitments || a.typeName.localeCompare(b.typeName));
  let running = 0;
  return rows.map((row) => {
    running += row.cncs;
    return { ...row, percent: round1((row.cncs / cncs.length) * 100), cumulativePercent: round1((running / cncs.length) * 100) };
  });
}
