import { ganttColumnKeys, type GanttColumn, type GanttColumnKey, type GanttViewSettings } from '@tenon/contracts';
import { DEFAULT_VISUALIZATION } from './chart-visualization';

const WIDTHS: Record<GanttColumnKey, number> = {
  id: 50,
  name: 240,
  duration: 64,
  start: 90,
  finish: 90,
  predecessors: 96,
  successors: 96,
  progress: 54,
  totalFloat: 64,
  freeFloat: 64,
  constraint: 110,
  calendar: 120,
  subcontract: 120,
  tags: 120,
  responsibles: 140,
  baselineStart: 90,
  baselineFinish: 90,
  baselineDuration: 70,
  baselineVariance: 70,
  status: 96,
  actualStart: 90,
  actualFinish: 90,
};

/** Shown until a user changes them: enough to plan with, the rest one click away in the column picker. */
const SHOWN_BY_DEFAULT = new Set<GanttColumnKey>(['id', 'name', 'duration', 'start', 'finish', 'predecessors', 'progress', 'status', 'totalFloat']);

export const DEFAULT_COLUMNS: readonly GanttColumn[] = ganttColumnKeys.map((key) => ({ key, width: WIDTHS[key], visible: SHOWN_BY_DEFAULT.has(key) }));

export const DEFAULT_VIEW_SETTINGS: GanttViewSettings = { columns: [...DEFAULT_COLUMNS], zoom: 3, colourScheme: 'critical', visualization: DEFAULT_VISUALIZATION };

export const COLUMN_MIN_WIDTH = 30;
export const COLUMN_MAX_WIDTH = 800;

/** Saved columns as they were saved; columns added to the product since appear at the end, hidden. */
export function mergeColumns(saved: readonly GanttColumn[] | undefined): GanttColumn[] {
  if (saved === undefined || saved.length === 0) return [...DEFAULT_COLUMNS];
  const known = saved.filter((column) => (ganttColumnKeys as readonly string[]).includes(column.key));
  const missing = DEFAULT_COLUMNS.filter((column) => !known.some((k) => k.key === column.key)).map((column) => ({ ...column, visible: false }));
  const merged = [...known, ...missing];
  return merged.map((column) => (column.key === 'name' ? { ...column, visible: true } : column));
}

/** The name column always shows: a row without its name cannot be read. */
export function toggleColumn(columns: readonly GanttColumn[], key: GanttColumnKey): GanttColumn[] {
  if (key === 'name') return [...columns];
  return columns.map((column) => (column.key === key ? { ...column, visible: !column.visible } : column));
}

export function moveColumn(columns: readonly GanttColumn[], key: GanttColumnKey, by: -1 | 1): GanttColumn[] {
  const from = columns.findIndex((column) => column.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function resizeColumn(columns: readonly GanttColumn[], key: GanttColumnKey, width: number): GanttColumn[] {
  const clamped = Math.round(Math.max(COLUMN_MIN_WIDTH, Math.min(COLUMN_MAX_WIDTH, width)));
  return columns.map((column) => (column.key === key ? { ...column, width: clamped } : column));
}

export function gridWidth(columns: readonly GanttColumn[]): number {
  return columns.reduce((sum, column) => sum + (column.visible ? column.width : 0), 0);
}

export function sameSettings(a: GanttViewSettings, b: GanttViewSettings): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
