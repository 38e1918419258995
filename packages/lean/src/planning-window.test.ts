import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isWindowWeeks, moveWindow, overlapsWindow, planningWindow } from './planning-window';

test('without a planification day the window starts on the chosen date', () => {
  assert.deepEqual(planningWindow('2026-11-25', 1), { start: '2026-11-25', end: '2026-12-01', weeks: 1 });
  assert.deepEqual(planningWindow('2026-11-25', 3), { start: '2026-11-25', end: '2026-12-15', weeks: 3 });
});

test("with the project's planification day the window starts on that weekday on or before the date", () => {
  // 2026-11-25 is a Wednesday.
  assert.deepEqual(planningWindow('2026-11-25', 2, 1), { start: '2026-11-23', end: '2026-12-06', weeks: 2 });
  assert.deepEqual(planningWindow('2026-11-25', 1, 3), { start: '2026-11-25', end: '2026-12-01', weeks: 1 });
  assert.deepEqual(planningWindow('2026-11-25', 1, 4), { start: '2026-11-19', end: '2026-11-25', weeks: 1 });
  assert.deepEqual(planningWindow('2026-11-25', 1, 0), { start: '2026-11-22', end: '2026-11-28', weeks: 1 });
});

test('a window crosses months and years', () => {
  assert.deepEqual(planningWindow('2026-12-30', 2, 1), { start: '2026-12-28', end: '2027-01-10', weeks: 2 });
  assert.deepEqual(planningWindow('2028-02-28', 1), { start: '2028-02-28', end: '2028-03-05', weeks: 1 });
});

test('1 to 8 whole weeks; anything else is refused', () => {
  assert.equal(isWindowWeeks(1), true);
  assert.equal(isWindowWeeks(8), true);
  for (const weeks of [0, 9, 2.5, -1, Number.NaN]) {
    assert.equal(isWindowWeeks(weeks), false);
    assert.throws(() => planningWindow('2026-11-25', weeks), RangeError);
  }
});

test('dates that are not calendar days are refused', () => {
  assert.throws(() => planningWindow('2026-02-30', 1), RangeError);
  assert.throws(() => planningWindow('25/11/2026', 1), RangeError);
  assert.throws(() => planningWindow('2026-11-25', 1, 7), RangeError);
});

test('the window moves by whole weeks and keeps its length', () => {
  const window = planningWindow('2026-11-25', 2, 1);
  assert.deepEqual(moveWindow(window, 1), { start: '2026-11-30', end: '2026-12-13', weeks: 2 });
  assert.deepEqual(moveWindow(window, -1), { start: '2026-11-16', end: '2026-11-29', weeks: 2 });
});

test('an activity is in the window when one of its days is', () => {
  const window = { start: '2026-11-23', end: '2026-11-29' };
  assert.equal(overlapsWindow({ start: '2026-11-10T08:00', finish: '2026-11-23T17:00' }, window), true);
  assert.equal(overlapsWindow({ start: '2026-11-29T08:00', finish: '2026-12-10T17:00' }, window), true);
  assert.equal(overlapsWindow({ start: '2026-11-01T08:00', finish: '2026-12-10T17:00' }, window), true);
  assert.equal(overlapsWindow({ start: '2026-11-10T08:00', finish: '2026-11-20T17:00' }, window), false);
  assert.equal(overlapsWindow({ start: '2026-11-30T08:00', finish: '2026-12-10T17:00' }, window), false);
});
