import { planColumnKeys, type PlanColumn, type PlanColumnKey, type PlanViewSettings } from '@tenon/contracts/types';
import { DEFAULT_WINDOW_WEEKS } from '@tenon/lean';
import { DEFAULT_FIND } from './plan-find';

/** Each column's width before anyone resizes it; a double-click on its resize handle goes back to it. */
export const DEFAULT_COLUMN_WIDTHS: Record<PlanColumnKey, number> = {
  name: 340,
  start: 110,
  finish: 110,
  duration: 90,
  leanStatus: 150,
  progress: 90,
  responsibles: 170,
  subcontract: 150,
  priority: 90,
  unfit: 70,
  roadblocks: 90,
  actions: 120,
};
export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 800;

export const DEFAULT_COLUMNS: PlanColumn[] = planColumnKeys.map((key) => ({ key, width: DEFAULT_COLUMN_WIDTHS[key], visible: true }));

export const DEFAULT_PLAN_VIEW: PlanViewSettings = {
  filter: DEFAULT_FIND.filter,
  group: DEFAULT_FIND.group,
  order: DEFAULT_FIND.order,
  columns: DEFAULT_COLUMNS,
  weeks: DEFAULT_WINDOW_WEEKS,
};

/** A saved list with what it lacks (columns added since it was saved) appended, and what is unknown dropped. */
export function mergeColumns(saved: readonly PlanColumn[]): PlanColumn[] {
  const known = saved.filter((column) => (planColumnKeys as readonly string[]).includes(column.key));
  const seen = new Set(known.map((column) => column.key));
  return [...known, ...DEFAULT_COLUMNS.filter((column) => !seen.has(column.key))].map((column) => (column.key === 'name' ? { ...column, visible: true } : column));
}

/** The dragged column lands where the one it was dropped on was. */
export function moveColumn(columns: readonly PlanColumn[], dragged: PlanColumnKey, target: PlanColumnKey): PlanColumn[] {
  const from = columns.findIndex((c) => c.key === dragged);
  const to = columns.findIndex((c) => c.key === target);
  if (from < 0 || to < 0 || from === to) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function resizeColumn(columns: readonly PlanColumn[], key: PlanColumnKey, width: number | 'default'): PlanColumn[] {
  const wanted = width === 'default' ? DEFAULT_COLUMN_WIDTHS[key] : Math.round(Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, width)));
  return columns.map((column) => (column.key === key ? { ...column, width: wanted } : column));
}

/** Shows or hides a column; the name always stays. */
export function toggleColumn(columns: readonly PlanColumn[], key: PlanColumnKey, visible: boolean): PlanColumn[] {
  if (key === 'name') return [...columns];
  return columns.map((column) => (column.key === key ? { ...column, visible } : column));
}
