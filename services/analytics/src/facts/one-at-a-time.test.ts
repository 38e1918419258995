import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OneAtATime } from './one-at-a-time';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('work of one key runs in the order asked, never overlapping; other keys run alongside', async () => {
  const turns = new OneAtATime();
  const log: string[] = [];
  const step = (name: string, ms: number) => async () => {
    log.push(`${name} start`);
    await pause(ms);
    log.push(`${name} end`);
    return name;
  };
  const results = await Promise.all([turns.run('a', step('a1', 30)), turns.run('a', step('a2', 1)), turns.run('b', step('b1', 5))]);
  assert.deepEqual(results, ['a1', 'a2', 'b1']);
  assert.ok(log.indexOf('a1 end') < log.indexOf('a2 start'), log.join(', '));
  assert.ok(log.indexOf('b1 end') < log.indexOf('a1 end'), 'b does not wait for a');
  await pause(0);
  assert.equal(turns.busy, 0);
});

test('a failed work is its caller\'s error and the next work of the key still runs', async () => {
  const turns = new OneAtATime();
  const failed = turns.run('a', () => Promise.reject(new Error('write refused')));
  const next = turns.run('a', () => Promise.resolve('written'));
  await assert.rejects(failed, /write refused/);
  assert.equal(await next, 'written');
});
