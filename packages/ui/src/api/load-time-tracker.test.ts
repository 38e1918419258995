import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trackLoadTime } from './load-time-tracker';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('reports once, the time from the start to the first check that finds the screen ready', async () => {
  let clock = 1000;
  let ready = false;
  const reported: number[] = [];
  trackLoadTime({ isReady: () => ready, onLoaded: (ms) => reported.push(ms), now: () => clock, intervalMs: 5 });
  await wait(20);
  assert.deepEqual(reported, []);
  clock = 2250;
  ready = true;
  await wait(30);
  assert.deepEqual(reported, [1250]);
});

test('gives up after its checks run out, and stops when the screen is left', async () => {
  let checks = 0;
  const reported: number[] = [];
  trackLoadTime({ isReady: () => (checks++, false), onLoaded: (ms) => reported.push(ms), intervalMs: 2, maxChecks: 3 });
  // Timers run late on a busy machine: wait for the three checks, then long enough for a fourth that must not come.
  for (let waited = 0; checks < 3 && waited < 2_000; waited += 10) await wait(10);
  await wait(40);
  assert.equal(checks, 3);
  let later = false;
  const stop = trackLoadTime({ isReady: () => later, onLoaded: (ms) => reported.push(ms), intervalMs: 2 });
  stop();
  later = true;
  await wait(20);
  assert.deepEqual(reported, []);
});
