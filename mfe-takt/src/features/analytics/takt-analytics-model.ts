import type { TaktAnalyticsReply, TaktCellStateValue, TaktMatrixCellReply, TaktProgressMatrixReply, TaktVelocityReply } from '@tenon/contracts/types';

export const CELL_STATES: readonly TaktCellStateValue[] = ['done', 'in_progress', 'late', 'not_started'];

/** The legend's colours; text on each stays readable. */
export const CELL_COLOURS: Readonly<Record<TaktCellStateValue, { background: string; text: string }>> = {
  done: { background: '#52c41a', text: '#ffffff' },
  in_progress: { background: '#1677ff', text: '#ffffff' },
  late: { background: '#ff4d4f', text: '#ffffff' },
  not_started: { background: '#f0f0f0', text: '#595959' },
};

export interface MatrixGridRow {
  id: string;
  name: string;
  percent: number | null;
  /** One per trade, in column order; null where the location has no takt task of that trade. */
  cells: Array<TaktMatrixCellReply | null>;
}

/** The matrix as rows of cells in column order, for the grid. */
export function matrixGrid(matrix: TaktProgressMatrixReply): MatrixGridRow[] {
  const byKey = new Map(matrix.cells.map((cell) => [`${cell.locationId}|${cell.activityId}`, cell]));
  return matrix.locations.map((location) => ({
    id: location.id,
    name: location.name,
    percent: location.percent,
    cells: matrix.trades.map((trade) => byKey.get(`${location.id}|${trade.id}`) ?? null),
  }));
}

export const isMatrixEmpty = (data: TaktAnalyticsReply) => data.matrix.cells.length === 0;
export const isVelocityEmpty = (data: TaktAnalyticsReply) => data.velocity.weeks.length === 0;

type CsvCell = string | number | null;

/** The matrix's CSV: one row per cell, with its state and figures. */
export function matrixCsv(matrix: TaktProgressMatrixReply): { header: string[]; rows: CsvCell[][] } {
  const locationName = new Map(matrix.locations.map((l) => [l.id, l.name]));
  const tradeName = new Map(matrix.trades.map((t) => [t.id, t.name]));
  return {
    header: ['location', 'trade', 'state', 'percent', 'tasks', 'done_tasks', 'late_tasks', 'data_date'],
    rows: matrix.cells.map((c) => [locationName.get(c.locationId) ?? c.locationId, tradeName.get(c.activityId) ?? c.activityId, c.state, c.percent, c.tasks, c.doneTasks, c.lateTasks, matrix.dataDate]),
  };
}

export function velocityCsv(velocity: TaktVelocityReply): { header: string[]; rows: CsvCell[][] } {
  return {
    header: ['week', 'planned', 'completed', 'planned_cumulative', 'completed_cumulative'],
    rows: velocity.weeks.map((w) => [w.weekStart, w.planned, w.completed, w.plannedCumulative, w.completedCumulative]),
  };
}
