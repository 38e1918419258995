import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isTaktTaskLate, taktCellState, taktProgressMatrix, taktVelocity, type TaktAnalyticsTask } from './takt-analytics';

const DATA_DATE = '2027-03-10';
const task = (taktUnitId: string, activityId: string, finish: string, progress: number): TaktAnalyticsTask => ({ taktUnitId, activityId, finish, progress });

test('a task is late when due before the data date and below 100; due on the data date it is not late yet', () => {
  assert.equal(isTaktTaskLate({ finish: '2027-03-09', progress: 99 }, DATA_DATE), true);
  assert.equal(isTaktTaskLate({ finish: '2027-03-09T17:00', progress: 0 }, DATA_DATE), true);
  assert.equal(isTaktTaskLate({ finish: '2027-03-09', progress: 100 }, DATA_DATE), false);
  assert.equal(isTaktTaskLate({ finish: '2027-03-10', progress: 0 }, DATA_DATE), false);
  assert.equal(isTaktTaskLate({ finish: '2027-03-11', progress: 50 }, DATA_DATE), false);
});

test('a cell is done, late, in progress or not started; late outranks progress', () => {
  assert.equal(taktCellState([{ finish: '2027-03-01', progress: 100 }, { finish: '2027-03-20', progress: 100 }], DATA_DATE), 'done');
  assert.equal(taktCellState([{ finish: '2027-03-01', progress: 100 }, { finish: '2027-03-05', progress: 80 }], DATA_DATE), 'late');
  assert.equal(taktCellState([{ finish: '2027-03-20', progress: 100 }, { finish: '2027-03-20', progress: 0 }], DATA_DATE), 'in_progress');
  assert.equal(taktCellState([{ finish: '2027-03-20', progress: 0 }], DATA_DATE), 'not_started');
  assert.equal(taktCellState([], DATA_DATE), 'not_started');
});

test('the matrix: locations × trades in structure and train order, cells with their mean progress, totals', () => {
  // Level 1 (u1, u2) and Level 2 (u3, u4); Level 3 has a unit but no takt task; Drywall (a1) and Paint (a2).
  const matrix = taktProgressMatrix({
    locations: [
      { id: 'L1', name: 'Level 1' },
      { id: 'L2', name: 'Level 2' },
      { id: 'L3', name: 'Level 3' },
    ],
    units: [
      { id: 'u1', locationId: 'L1' },
      { id: 'u2', locationId: 'L1' },
      { id: 'u3', locationId: 'L2' },
      { id: 'u4', locationId: 'L2' },
      { id: 'u5', locationId: 'L3' },
    ],
    trades: [
      { activityId: 'a1', name: 'Drywall' },
      { activityId: 'a2', name: 'Paint' },
      { activityId: 'a3', name: 'Floors (no takt tasks)' },
    ],
    tasks: [
      task('u1', 'a1', '2027-03-02', 100),
      task('u2', 'a1', '2027-03-03', 100),
      task('u1', 'a2', '2027-03-08', 100),
      task('u2', 'a2', '2027-03-09', 40), // late
      task('u3', 'a1', '2027-03-12', 50),
      task('u4', 'a1', '2027-03-12', 0),
      task('u3', 'a2', '2027-03-16', 0),
      task('u4', 'a2', '2027-03-16', 0),
      task('ux', 'a1', '2027-03-16', 0), // a unit of another structure: not counted
    ],
    dataDate: DATA_DATE,
  });
  assert.deepEqual(matrix.locations, [
    { id: 'L1', name: 'Level 1', percent: 85 }, // (100+100+100+40)/4
    { id: 'L2', name: 'Level 2', percent: 12.5 }, // (50+0+0+0)/4
  ]);
  assert.deepEqual(matrix.trades, [
    { id: 'a1', name: 'Drywall', percent: 62.5 }, // (100+100+50+0)/4
    { id: 'a2', name: 'Paint', percent: 35 }, // (100+40+0+0)/4
  ]);
  assert.deepEqual(
    matrix.cells.map((c) => [c.locationId, c.activityId, c.state, c.percent, c.tasks, c.doneTasks, c.lateTasks]),
    [
      ['L1', 'a1', 'done', 100, 2, 2, 0],
      ['L1', 'a2', 'late', 70, 2, 1, 1],
      ['L2', 'a1', 'in_progress', 25, 2, 0, 0],
      ['L2', 'a2', 'not_started', 0, 2, 0, 0],
    ],
  );
  assert.deepEqual(matrix.totals, { cells: { done: 1, in_progress: 1, late: 1, not_started: 1 }, tasks: 8, percent: 48.8 }); // 390/8 = 48.75
  assert.equal(matrix.dataDate, DATA_DATE);
});

test('a matrix without takt tasks is empty', () => {
  const matrix = taktProgressMatrix({ locations: [{ id: 'L1', name: 'Level 1' }], units: [{ id: 'u1', locationId: 'L1' }], trades: [], tasks: [], dataDate: DATA_DATE });
  assert.deepEqual(matrix.locations, []);
  assert.deepEqual(matrix.cells, []);
  assert.equal(matrix.totals.percent, null);
});

test('velocity: units planned and completed per week from the latest finish of each unit, cumulative, and the rates', () => {
  // Weeks start on Monday (1): 2027-03-01, -08, -15, -22.
  const velocity = taktVelocity({
    tasks: [
      // u1: finishes Wed 3 Mar, all done → planned and completed in week of 1 Mar.
      task('u1', 'a1', '2027-03-02', 100),
      task('u1', 'a2', '2027-03-03', 100),
      // u2: latest finish Mon 8 Mar, done → week of 8 Mar.
      task('u2', 'a1', '2027-03-05', 100),
      task('u2', 'a2', '2027-03-08T17:00', 100),
      // u3: latest finish 9 Mar, paint at 40 → planned in week of 8 Mar, not completed.
      task('u3', 'a1', '2027-03-04', 100),
      task('u3', 'a2', '2027-03-09', 40),
      // u4: week of 22 Mar; nothing planned in the week of 15 Mar.
      task('u4', 'a1', '2027-03-22', 0),
    ],
    dataDate: DATA_DATE,
    planificationDay: 1,
  });
  assert.deepEqual(velocity.weeks, [
    { weekStart: '2027-03-01', planned: 1, completed: 1, plannedCumulative: 1, completedCumulative: 1 },
    { weekStart: '2027-03-08', planned: 2, completed: 1, plannedCumulative: 3, completedCumulative: 2 },
    { weekStart: '2027-03-15', planned: 0, completed: 0, plannedCumulative: 3, completedCumulative: 2 },
    { weekStart: '2027-03-22', planned: 1, completed: 0, plannedCumulative: 4, completedCumulative: 2 },
  ]);
  assert.equal(velocity.units, 4);
  assert.equal(velocity.completedUnits, 2);
  assert.equal(velocity.plannedPerWeek, 1); // 4 units over 4 weeks
  assert.equal(velocity.completedPerWeek, 1); // 2 units over the 2 weeks up to the data date's week (8 Mar)
});

test('velocity weeks follow the project planification day', () => {
  // Sunday-start weeks: Wed 3 Mar is in the week of Sun 28 Feb.
  const velocity = taktVelocity({ tasks: [task('u1', 'a1', '2027-03-03', 100)], dataDate: '2027-03-03', planificationDay: 0 });
  assert.deepEqual(velocity.weeks, [{ weekStart: '2027-02-28', planned: 1, completed: 1, plannedCumulative: 1, completedCumulative: 1 }]);
});

test('velocity before the first planned week has no achieved rate yet; none without takt tasks', () => {
  const early = taktVelocity({ tasks: [task('u1', 'a1', '2027-03-22', 0)], dataDate: '2027-03-01', planificationDay: 1 });
  assert.equal(early.completedPerWeek, null);
  assert.equal(early.plannedPerWeek, 1);
  const none = taktVelocity({ tasks: [], dataDate: DATA_DATE, planificationDay: 1 });
  assert.deepEqual(none.weeks, []);
  assert.equal(none.plannedPerWeek, null);
});
