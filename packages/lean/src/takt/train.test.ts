import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateTrain, taktAreasOf, TrainInputError, weekdayCalendar, type TaktWorkingDays } from './train';

const mondayToFriday = weekdayCalendar();
const cellOf = (train: ReturnType<typeof generateTrain>, wagonId: string, locationId: string) =>
  train.cells.find((cell) => cell.wagonId === wagonId && cell.locationId === locationId)!;

test('each wagon enters the next location one takt period after the previous wagon, weekends skipped', () => {
  // 2026-03-02 is a Monday; a two-day takt fills Mon-Tue, Wed-Thu, then Fri + the next Monday.
  const train = generateTrain({ locationIds: ['L1', 'L2', 'L3'], wagonIds: ['walls', 'paint'], taktDays: 2, start: '2026-03-02', calendar: mondayToFriday });
  assert.deepEqual(
    train.cells.map((c) => [c.wagonId, c.locationId, c.period, c.start, c.finish]),
    [
      ['walls', 'L1', 0, '2026-03-02', '2026-03-03'],
      ['walls', 'L2', 1, '2026-03-04', '2026-03-05'],
      ['walls', 'L3', 2, '2026-03-06', '2026-03-09'],
      ['paint', 'L1', 1, '2026-03-04', '2026-03-05'],
      ['paint', 'L2', 2, '2026-03-06', '2026-03-09'],
      ['paint', 'L3', 3, '2026-03-10', '2026-03-11'],
    ],
  );
  assert.equal(train.periodCount, 4);
  assert.deepEqual(train.clashes, []);
});

test('a start on a weekend moves to the next working day', () => {
  const train = generateTrain({ locationIds: ['L1'], wagonIds: ['w'], taktDays: 1, start: '2026-03-07', calendar: mondayToFriday });
  assert.deepEqual([train.cells[0]!.start, train.cells[0]!.finish], ['2026-03-09', '2026-03-09']);
});

test('holidays are skipped: a period keeps its working days and ends later', () => {
  const calendar = weekdayCalendar({ holidays: ['2026-03-03', '2026-03-05'] });
  const train = generateTrain({ locationIds: ['L1', 'L2'], wagonIds: ['w'], taktDays: 2, start: '2026-03-02', calendar });
  assert.deepEqual([cellOf(train, 'w', 'L1').start, cellOf(train, 'w', 'L1').finish], ['2026-03-02', '2026-03-04']);
  assert.deepEqual([cellOf(train, 'w', 'L2').start, cellOf(train, 'w', 'L2').finish], ['2026-03-06', '2026-03-09']);
});

test('a buffer leaves empty periods between wagons', () => {
  const train = generateTrain({ locationIds: ['L1', 'L2'], wagonIds: ['a', 'b'], taktDays: 1, bufferPeriods: 2, start: '2026-03-02', calendar: mondayToFriday });
  assert.equal(cellOf(train, 'b', 'L1').period, 3);
  assert.equal(cellOf(train, 'b', 'L1').start, '2026-03-05');
  assert.equal(train.periodCount, 5);
  const dated = generateTrain({ locationIds: ['L1'], wagonIds: ['a'], taktDays: 1, start: '2026-03-02', calendar: mondayToFriday, minPeriods: 6 });
  assert.deepEqual([dated.periodCount, dated.periods.length, dated.periods[5]], [1, 6, { start: '2026-03-09', finish: '2026-03-09' }]);
});

test('a wagon shifted onto the one ahead clashes with it in every location they share a period', () => {
  const train = generateTrain({ locationIds: ['L1', 'L2'], wagonIds: ['a', 'b', 'c'], taktDays: 1, start: '2026-03-02', calendar: mondayToFriday, shifts: { c: -1 } });
  assert.deepEqual(train.clashes, [
    { locationId: 'L1', period: 1, wagonIds: ['b', 'c'] },
    { locationId: 'L2', period: 2, wagonIds: ['b', 'c'] },
  ]);
  const later = generateTrain({ locationIds: ['L1', 'L2'], wagonIds: ['a', 'b', 'c'], taktDays: 1, start: '2026-03-02', calendar: mondayToFriday, shifts: { b: 1 } });
  assert.deepEqual(later.clashes.map((c) => c.wagonIds), [['b', 'c'], ['b', 'c']]);
});

test('a compiled calendar from the scheduling package fits: any day without working minutes is skipped', () => {
  // Works only on Wednesdays (2026-03-04 is one).
  const wednesdays: TaktWorkingDays = { workingMinutesOnDay: (day) => ((day + 4) % 7 === 3 ? 480 : 0) };
  const train = generateTrain({ locationIds: ['L1', 'L2'], wagonIds: ['w'], taktDays: 1, start: '2026-03-02', calendar: wednesdays });
  assert.deepEqual(train.cells.map((c) => c.start), ['2026-03-04', '2026-03-11']);
});

test('bad input is refused with a code: takt time, buffer, start, a shift before the start, a calendar without work', () => {
  const base = { locationIds: ['L1'], wagonIds: ['w'], taktDays: 1, start: '2026-03-02', calendar: mondayToFriday };
  const codeOf = (run: () => unknown) => {
    try {
      run();
      return 'none';
    } catch (error) {
      return error instanceof TrainInputError ? error.code : 'other';
    }
  };
  assert.equal(codeOf(() => generateTrain({ ...base, taktDays: 0 })), 'TAKT_TIME_INVALID');
  assert.equal(codeOf(() => generateTrain({ ...base, taktDays: 1.5 })), 'TAKT_TIME_INVALID');
  assert.equal(codeOf(() => generateTrain({ ...base, bufferPeriods: -1 })), 'TAKT_BUFFER_INVALID');
  assert.equal(codeOf(() => generateTrain({ ...base, start: '2026-13-45' })), 'TAKT_START_INVALID');
  assert.equal(codeOf(() => generateTrain({ ...base, shifts: { w: -1 } })), 'TAKT_SHIFT_BEFORE_START');
  assert.equal(codeOf(() => generateTrain({ ...base, calendar: { workingMinutesOnDay: () => 0 } })), 'TAKT_CALENDAR_EMPTY');
});

test('a tower of 60 locations and 20 wagons is generated at once', () => {
  const locationIds = Array.from({ length: 60 }, (_, i) => `L${i}`);
  const wagonIds = Array.from({ length: 20 }, (_, i) => `W${i}`);
  const train = generateTrain({ locationIds, wagonIds, taktDays: 3, start: '2026-03-02', calendar: mondayToFriday });
  assert.equal(train.cells.length, 1200);
  assert.equal(train.periodCount, 79);
  assert.deepEqual(train.clashes, []);
});

test('the takt areas of a structure are its locations holding units, depth first in order', () => {
  const locations = [
    { id: 'L2', structureId: 's', parentId: null, name: 'Level 2', order: 2 },
    { id: 'L1', structureId: 's', parentId: null, name: 'Level 1', order: 1 },
    { id: 'L1b', structureId: 's', parentId: 'L1', name: 'East', order: 2 },
    { id: 'L1a', structureId: 's', parentId: 'L1', name: 'West', order: 1 },
    { id: 'X', structureId: 'other', parentId: null, name: 'Elsewhere', order: 0 },
  ];
  const units = [
    { id: 'u3', locationId: 'L2', order: 1 },
    { id: 'u2', locationId: 'L1a', order: 2 },
    { id: 'u1', locationId: 'L1a', order: 1 },
    { id: 'u4', locationId: 'L1b', order: 1 },
    { id: 'u5', locationId: 'X', order: 1 },
  ];
  assert.deepEqual(taktAreasOf('s', locations, units), [
    { locationId: 'L1a', name: 'West', unitIds: ['u1', 'u2'] },
    { locationId: 'L1b', name: 'East', unitIds: ['u4'] },
    { locationId: 'L2', name: 'Level 2', unitIds: ['u3'] },
  ]);
});
