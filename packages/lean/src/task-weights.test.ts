import { test } from 'node:test';
import assert from 'node:assert/strict';
import { taskDurationDays, weightBasisOf } from './task-weights';

test('a task lasts from its start day to its finish day, both counted', () => {
  assert.equal(taskDurationDays({ start: '2026-11-23T08:00', finish: '2026-11-23T17:00' }), 1);
  assert.equal(taskDurationDays({ start: '2026-11-23T08:00', finish: '2026-11-27T17:00' }), 5);
  assert.equal(taskDurationDays({ start: '2026-12-30', finish: '2027-01-02' }), 4);
});

test('reversed or unreadable dates weigh nothing', () => {
  assert.equal(taskDurationDays({ start: '2026-11-27T08:00', finish: '2026-11-23T17:00' }), 0);
  assert.equal(taskDurationDays({ start: 'soon', finish: '2026-11-23T17:00' }), 0);
});

test("the project's criterion names the roll-up basis, duration when none is set", () => {
  assert.equal(weightBasisOf('DURATION'), 'duration');
  assert.equal(weightBasisOf('COST'), 'cost');
  assert.equal(weightBasisOf('HH'), 'hours');
  assert.equal(weightBasisOf(undefined), 'duration');
});
