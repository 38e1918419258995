import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaktProgressMatrixReply } from '@tenon/contracts/types';
import { matrixCsv, matrixGrid, velocityCsv } from './takt-analytics-model';
import { TAKT_ANALYTICS_MESSAGES } from './takt-analytics-messages';

const matrix: TaktProgressMatrixReply = {
  dataDate: '2027-03-10',
  locations: [
    { id: 'L1', name: 'Level 1', percent: 85 },
    { id: 'L2', name: 'Level 2, east', percent: 25 },
  ],
  trades: [
    { id: 'a1', name: 'Drywall', percent: 62.5 },
    { id: 'a2', name: 'Paint', percent: 70 },
  ],
  cells: [
    { locationId: 'L1', activityId: 'a1', state: 'done', percent: 100, tasks: 2, doneTasks: 2, lateTasks: 0 },
    { locationId: 'L1', activityId: 'a2', state: 'late', percent: 70, tasks: 2, doneTasks: 1, lateTasks: 1 },
    { locationId: 'L2', activityId: 'a1', state: 'in_progress', percent: 25, tasks: 2, doneTasks: 0, lateTasks: 0 },
  ],
  totals: { cells: { done: 1, in_progress: 1, late: 1, not_started: 0 }, tasks: 6, percent: 65 },
};

test('the grid has one row per location and one cell per trade, blank where the location has no takt task of it', () => {
  const grid = matrixGrid(matrix);
  assert.deepEqual(grid.map((row) => row.cells.map((cell) => cell?.state ?? null)), [
    ['done', 'late'],
    ['in_progress', null],
  ]);
  assert.deepEqual(grid.map((row) => [row.name, row.percent]), [['Level 1', 85], ['Level 2, east', 25]]);
});

test('the matrix and velocity CSVs name locations and trades, one row per cell or week', () => {
  const { header, rows } = matrixCsv(matrix);
  assert.deepEqual(header, ['location', 'trade', 'state', 'percent', 'tasks', 'done_tasks', 'late_tasks', 'data_date']);
  assert.deepEqual(rows, [
    ['Level 1', 'Drywall', 'done', 100, 2, 2, 0, '2027-03-10'],
    ['Level 1', 'Paint', 'late', 70, 2, 1, 1, '2027-03-10'],
    ['Level 2, east', 'Drywall', 'in_progress', 25, 2, 0, 0, '2027-03-10'],
  ]);
  const velocity = velocityCsv({ dataDate: '2027-03-10', weeks: [{ weekStart: '2027-03-01', planned: 2, completed: 1, plannedCumulative: 2, completedCumulative: 1 }], units: 2, completedUnits: 1, plannedPerWeek: 2, completedPerWeek: 0.5 });
  assert.deepEqual([velocity.header, velocity.rows], [['week', 'planned', 'completed', 'planned_cumulative', 'completed_cumulative'], [['2027-03-01', 2, 1, 2, 1]]]);
});

test('every analytics message has an English and a Spanish text', () => {
  assert.deepEqual(Object.keys(TAKT_ANALYTICS_MESSAGES.es).sort(), Object.keys(TAKT_ANALYTICS_MESSAGES.en).sort());
  for (const text of [...Object.values(TAKT_ANALYTICS_MESSAGES.en), ...Object.values(TAKT_ANALYTICS_MESSAGES.es)]) assert.ok(text.trim().length > 0);
});
