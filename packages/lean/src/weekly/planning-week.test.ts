import { test } from 'node:test';
import assert from 'node:assert/strict';
import { daysOfPlanningWeek, isPlanningWeekStart, overlapsPlanningWeek, planningWeekByNumber, planningWeekOf, shiftPlanningWeek } from './planning-week';

test('a week starts on the planification day on or before the date', () => {
  // 2026-11-25 is a Wednesday.
  assert.deepEqual(planningWeekOf('2026-11-25', 1), { start: '2026-11-23', end: '2026-11-29', week: 48, year: 2026 });
  assert.deepEqual(planningWeekOf('2026-11-25', 3), { start: '2026-11-25', end: '2026-12-01', week: 48, year: 2026 });
  assert.deepEqual(planningWeekOf('2026-11-25', 4), { start: '2026-11-19', end: '2026-11-25', week: 47, year: 2026 });
  assert.deepEqual(planningWeekOf('2026-11-25', 0), { start: '2026-11-22', end: '2026-11-28', week: 48, year: 2026 });
});

test('weeks starting on Monday carry their ISO number, across year ends (week 1, 52 and 53)', () => {
  // 2026 has 53 ISO weeks: 2026-12-28..2027-01-03 is week 53 of 2026.
  assert.deepEqual(planningWeekOf('2027-01-02', 1), { start: '2026-12-28', end: '2027-01-03', week: 53, year: 2026 });
  assert.deepEqual(planningWeekOf('2027-01-04', 1), { start: '2027-01-04', end: '2027-01-10', week: 1, year: 2027 });
  // 2025 has 52: 2025-12-29..2026-01-04 is week 1 of 2026.
  assert.deepEqual(planningWeekOf('2025-12-31', 1), { start: '2025-12-29', end: '2026-01-04', week: 1, year: 2026 });
  assert.deepEqual(planningWeekOf('2025-12-28', 1), { start: '2025-12-22', end: '2025-12-28', week: 52, year: 2025 });
});

test('a week starting on another day is named by its fourth day, so each week has one number', () => {
  // Sunday weeks: 2026-12-27..2027-01-02 has its fourth day on 2026-12-30 (ISO week 53 of 2026).
  assert.deepEqual(planningWeekOf('2027-01-01', 0), { start: '2026-12-27', end: '2027-01-02', week: 53, year: 2026 });
  assert.deepEqual(planningWeekOf('2027-01-03', 0), { start: '2027-01-03', end: '2027-01-09', week: 1, year: 2027 });
  const numbers = new Set<string>();
  for (let week = planningWeekOf('2026-01-01', 5); week.start < '2028-01-01'; week = shiftPlanningWeek(week, 1, 5)) {
    const name = `${week.year}-${week.week}`;
    assert.equal(numbers.has(name), false, `${name} named twice`);
    numbers.add(name);
  }
});

test('a week is found by its number and year; a week 53 that does not exist is null; the floor is 1', () => {
  assert.deepEqual(planningWeekByNumber(2026, 53, 1), planningWeekOf('2026-12-28', 1));
  assert.deepEqual(planningWeekByNumber(2027, 1, 1), planningWeekOf('2027-01-04', 1));
  assert.deepEqual(planningWeekByNumber(2026, 48, 3), planningWeekOf('2026-11-25', 3));
  assert.deepEqual(planningWeekByNumber(2027, 1, 0), planningWeekOf('2027-01-03', 0));
  assert.equal(planningWeekByNumber(2025, 53, 1), null);
  assert.equal(planningWeekByNumber(2026, 0, 1), null);
  for (let day = 0; day <= 6; day += 1) {
    for (const date of ['2026-01-01', '2026-06-15', '2026-12-31', '2027-01-01']) {
      const week = planningWeekOf(date, day);
      assert.deepEqual(planningWeekByNumber(week.year, week.week, day), week);
    }
  }
});

test('moving by weeks, days of the week, week starts and overlap', () => {
  assert.deepEqual(shiftPlanningWeek({ start: '2026-12-28' }, 1, 1).start, '2027-01-04');
  assert.deepEqual(shiftPlanningWeek({ start: '2026-01-05' }, -2, 1).start, '2025-12-22');
  assert.deepEqual(daysOfPlanningWeek({ start: '2026-12-28' }), ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  assert.equal(isPlanningWeekStart('2026-11-23', 1), true);
  assert.equal(isPlanningWeekStart('2026-11-24', 1), false);
  assert.equal(isPlanningWeekStart('2026-13-01', 1), false);
  const week = { start: '2026-11-23', end: '2026-11-29' };
  assert.equal(overlapsPlanningWeek({ start: '2026-11-20', finish: '2026-11-23' }, week), true);
  assert.equal(overlapsPlanningWeek({ start: '2026-11-29T08:00', finish: '2026-12-10' }, week), true);
  assert.equal(overlapsPlanningWeek({ start: '2026-11-30', finish: '2026-12-10' }, week), false);
  assert.equal(overlapsPlanningWeek({ start: '2026-11-10', finish: '2026-11-22' }, week), false);
});

test('bad dates and planification days are refused', () => {
  assert.throws(() => planningWeekOf('2026-02-30', 1), RangeError);
  assert.throws(() => planningWeekOf('2026-11-25', 7), RangeError);
});
