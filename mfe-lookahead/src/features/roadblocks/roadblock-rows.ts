import type { ConstraintStatus, ConstraintView } from '@tenon/contracts/types';

/** Spec part 3, 4: status weights order the groups (draft and released first, not committed last). */
const STATUS_WEIGHT: Record<ConstraintStatus, number> = { draft: 3, released: 3, notreleased: 2, expired: 1, notcompromises: 0 };
export const STATUS_ORDER: readonly ConstraintStatus[] = ['notreleased', 'expired', 'notcompromises', 'draft', 'released'];

export type Grouping = 'status' | 'none';

export interface RoadblockGroup {
  status: ConstraintStatus | null;
  rows: ConstraintView[];
}

/** Rows grouped by status (open ones first), or one group of every row; each group by commitment date, then name. */
export function groupRoadblocks(rows: readonly ConstraintView[], grouping: Grouping): RoadblockGroup[] {
  const ordered = [...rows].sort((a, b) => (a.commitmentDate ?? '9999').localeCompare(b.commitmentDate ?? '9999') || a.name.localeCompare(b.name));
  if (grouping === 'none') return [{ status: null, rows: ordered }];
  return STATUS_ORDER.map((status) => ({ status, rows: ordered.filter((row) => row.status === status) })).filter((group) => group.rows.length > 0);
}

export const statusWeight = (status: ConstraintStatus): number => STATUS_WEIGHT[status];

/** The deep link's ids (joined by dashes) that name roadblocks of the list. */
export function preselectedIds(idsParam: string | undefined, rows: readonly ConstraintView[]): string[] {
  if (idsParam === undefined || idsParam === '') return [];
  const known = new Set(rows.map((row) => row.id));
  return idsParam.split('-').filter((id) => known.has(id));
}
