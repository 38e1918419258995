import { test } from 'node:test';
import assert from 'node:assert/strict';
import { progressPercent } from './progress-percent';

test('a roll-up that rounds to 99.98 reads as complete', () => {
  assert.equal(progressPercent(99.98), 100);
  assert.equal(progressPercent(99.9), 99.9);
});

test('progress is kept between 0 and 100 with two decimals', () => {
  assert.equal(progressPercent(-3), 0);
  assert.equal(progressPercent(Number.NaN), 0);
  assert.equal(progressPercent(140), 100);
  assert.equal(progressPercent(33.3333), 33.33);
});
