import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keepingAlive } from './keep-alive';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a long handler beats the heartbeat while it runs, and not after it finished', async () => {
  let beats = 0;
  const answer = await keepingAlive(
    () => {
      beats += 1;
      return Promise.resolve();
    },
    async () => {
      await sleep(130);
      return 'done';
    },
    20,
  );
  assert.equal(answer, 'done');
  assert.ok(beats >= 4, `${beats} beats in 130 ms at one per 20 ms`);
  const after = beats;
  await sleep(60);
  assert.equal(beats, after);
});

test('a failed beat does not fail the handler, and a failed handler still stops the beats', async () => {
  let beats = 0;
  const failingBeat = () => {
    beats += 1;
    return Promise.reject(new Error('The group is rebalancing'));
  };
  assert.equal(await keepingAlive(failingBeat, async () => (await sleep(50), 7), 10), 7);
  await assert.rejects(keepingAlive(failingBeat, async () => { await sleep(30); throw new Error('handler failed'); }, 10), /handler failed/);
  const after = beats;
  await sleep(40);
  assert.equal(beats, after);
});
