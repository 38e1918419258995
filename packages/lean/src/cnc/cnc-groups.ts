/** Spec part 3, 2.5: the CNC table is grouped by nothing (the default), week, responsible or type. */
export const cncGroupings = ['none', 'week', 'responsible', 'type'] as const;
export type CncGrouping = (typeof cncGroupings)[number];

/** What grouping reads of a CNC. */
export interface GroupableCnc {
  name: string;
  weekStart: string;
  responsibleId: string | null;
  typeId: string;
  createdAt: string;
}

export interface CncGroup<T> {
  /** The week start, responsible id or type id the rows share; null for the single group of 'none' and for CNCs without responsible. */
  key: string | null;
  rows: T[];
}

/**
 * Rows in groups: weeks newest first (the week just closed is the one discussed), responsibles and types by the name
 * shown (`labelOf`), CNCs without responsible last. Inside a group the newest CNC comes first, then by name.
 */
export function groupCncs<T extends GroupableCnc>(rows: readonly T[], grouping: CncGrouping, labelOf: (key: string) => string = (key) => key): CncGroup<T>[] {
  const ordered = [...rows].sort((a, b) => b.weekStart.localeCompare(a.weekStart) || b.createdAt.localeCompare(a.createdAt) || a.name.localeCompare(b.name));
  if (grouping === 'none') return [{ key: null, rows: ordered }];
  const keyOf = (row: T): string | null => (grouping === 'week' ? row.weekStart : grouping === 'responsible' ? row.responsibleId : row.typeId);
  const groups = new Map<string | null, T[]>();
  for (const row of ordered) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  const compare = (a: string | null, b: string | null): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    if (grouping === 'week') return b.localeCompare(a);
    return labelOf(a).localeCompare(labelOf(b), undefined, { sensitivity: 'base' }) || a.localeCompare(b);
  };
  return [...groups.keys()].sort(compare).map((key) => ({ key, rows: groups.get(key) ?? [] }));
}
