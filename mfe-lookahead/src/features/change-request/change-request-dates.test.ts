import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withDay } from './change-request-dates';

test('a requested day keeps the time of day of the activity it moves', () => {
  assert.equal(withDay('2026-12-01T08:00', '2026-12-03'), '2026-12-03T08:00');
  assert.equal(withDay('2027-01-04T17:00', '2027-01-08'), '2027-01-08T17:00');
  assert.equal(withDay('2027-01-04', '2027-01-08'), '2027-01-08T08:00');
});
