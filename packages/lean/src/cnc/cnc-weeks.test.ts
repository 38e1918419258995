import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cncWeekChoices } from './cnc-weeks';

test('weeks start on the planification day, this week first', () => {
  // Wednesday 25 November 2026; Monday is 1.
  assert.deepEqual(cncWeekChoices('2026-11-25', 1, 3), ['2026-11-23', '2026-11-16', '2026-11-09']);
  // A project planning from Thursday (4): the week began on Thursday 19.
  assert.deepEqual(cncWeekChoices('2026-11-25', 4, 2), ['2026-11-19', '2026-11-12']);
});

test('the weeks run back across the year end', () => {
  assert.deepEqual(cncWeekChoices('2027-01-06', 1, 3), ['2027-01-04', '2026-12-28', '2026-12-21']);
});

test("a CNC's own older week stays among the choices, in order", () => {
  assert.deepEqual(cncWeekChoices('2026-11-25', 1, 2, '2026-10-05'), ['2026-11-23', '2026-11-16', '2026-10-05']);
  assert.deepEqual(cncWeekChoices('2026-11-25', 1, 2, '2026-11-16'), ['2026-11-23', '2026-11-16']);
});
