import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unfitType } from './unfit';

const activity = { start: '2026-11-23T08:00', finish: '2026-11-27T17:00' };

test('a task within its activity fits, edges included', () => {
  assert.equal(unfitType({ start: '2026-11-23T08:00', finish: '2026-11-27T17:00' }, activity), null);
  assert.equal(unfitType({ start: '2026-11-24T08:00', finish: '2026-11-25T17:00' }, activity), null);
});

test('starting before the activity is start, ending after it end, both is both', () => {
  assert.equal(unfitType({ start: '2026-11-20T08:00', finish: '2026-11-24T17:00' }, activity), 'start');
  assert.equal(unfitType({ start: '2026-11-24T08:00', finish: '2026-11-30T17:00' }, activity), 'end');
  assert.equal(unfitType({ start: '2026-11-20T08:00', finish: '2026-11-30T17:00' }, activity), 'both');
});

test('an hour past the activity finish is already unfit', () => {
  assert.equal(unfitType({ start: '2026-11-27T08:00', finish: '2026-11-27T18:00' }, activity), 'end');
});
