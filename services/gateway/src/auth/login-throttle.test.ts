import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockSeconds } from './login-throttle';

test('each block of a pair within a day waits twice the one before, never more than a day', () => {
  assert.deepEqual([1, 2, 3, 4].map((strikes) => blockSeconds(900, strikes)), [900, 1800, 3600, 7200]);
  assert.equal(blockSeconds(900, 8), 86_400);
  assert.equal(blockSeconds(900, 400), 86_400);
});
