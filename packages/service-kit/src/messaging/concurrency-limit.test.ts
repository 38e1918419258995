import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConcurrencyLimit } from './concurrency-limit';

test('no more than the limit run at once, and waiters are served in order', async () => {
  const limit = new ConcurrencyLimit(2);
  assert.equal(await limit.acquire(), true);
  assert.equal(await limit.acquire(), true);
  const order: number[] = [];
  const third = limit.acquire().then((immediate) => order.push(immediate ? -3 : 3));
  const fourth = limit.acquire().then((immediate) => order.push(immediate ? -4 : 4));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(order, []);
  assert.equal(limit.inUse, 2);
  limit.release();
  await third;
  assert.deepEqual(order, [3]);
  assert.equal(limit.inUse, 2);
  limit.release();
  await fourth;
  assert.deepEqual(order, [3, 4]);
  limit.release();
  limit.release();
  assert.equal(limit.inUse, 0);
});

test('drained waits for the last holder and gives up after its timeout', async () => {
  const limit = new ConcurrencyLimit(1);
  await limit.acquire();
  assert.equal(await limit.drained(30), false);
  setTimeout(() => limit.release(), 20);
  assert.equal(await limit.drained(1000), true);
});

test('a limit below one is refused', () => {
  assert.throws(() => new ConcurrencyLimit(0), /positive integer/);
});
