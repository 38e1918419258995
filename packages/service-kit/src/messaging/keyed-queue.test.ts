import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('work on one key runs one at a time in arrival order, a failure does not stop what follows', async () => {
  const queue = new KeyedQueue();
  const seen: string[] = [];
  const write = queue.run('tower', async () => {
    seen.push('delete');
    await tick();
    seen.push('insert');
  });
  const failing = queue.run('tower', () => Promise.reject(new Error('lost connection')));
  const read = queue.run('tower', () => {
    seen.push('read');
    return Promise.resolve(7);
  });
  await write;
  await assert.rejects(failing, /lost connection/);
  assert.equal(await read, 7);
  assert.deepEqual(seen, ['delete', 'insert', 'read']);
  await tick();
  assert.equal(queue.size, 0, 'an idle key is forgotten');
});

test('work on different keys does not wait for each other', async () => {
  const queue = new KeyedQueue();
  const seen: string[] = [];
  const slow = queue.run('a', async () => {
    await tick();
    seen.push('a');
  });
  await queue.run('b', () => {
    seen.push('b');
    return Promise.resolve();
  });
  await slow;
  assert.deepEqual(seen, ['b', 'a']);
});
