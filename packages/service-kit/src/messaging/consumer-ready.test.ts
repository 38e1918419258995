import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { Consumer } from 'kafkajs';
import { offsetsFixed } from './consumer-ready';

/** The part of a kafkajs consumer the wait listens to: its instrumentation events, emitted by the test. */
function consumerEvents() {
  const emitter = new EventEmitter();
  const events = { GROUP_JOIN: 'consumer.group_join', FETCH: 'consumer.fetch', CRASH: 'consumer.crash', STOP: 'consumer.stop' };
  const consumer = {
    events,
    on: (event: string, listener: (e: unknown) => void) => {
      emitter.on(event, listener);
      return () => emitter.off(event, listener);
    },
  } as unknown as Consumer;
  const join = (partitions: number[]) => emitter.emit(events.GROUP_JOIN, { payload: { memberAssignment: { 'a-topic': partitions } } });
  return { consumer, emitter, events, join };
}

test('ready once the consumer has joined its group and then fetched, not at the fetch of a join still pending', async () => {
  const { consumer, emitter, events, join } = consumerEvents();
  let settled: boolean | null = null;
  const waiting = offsetsFixed(consumer, 5_000).then((ready) => (settled = ready));
  emitter.emit(events.FETCH, {});
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, null, 'a fetch before the join fixes nothing');
  join([0]);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, null, 'joined with partitions: their offsets are fixed by the first fetch');
  emitter.emit(events.FETCH, {});
  assert.equal(await waiting, true);
  assert.equal(emitter.listenerCount(events.FETCH) + emitter.listenerCount(events.GROUP_JOIN) + emitter.listenerCount(events.CRASH), 0, 'it stops listening');
});

test('a member given no partitions is ready when it joins', async () => {
  const { consumer, join } = consumerEvents();
  const waiting = offsetsFixed(consumer, 5_000);
  join([]);
  assert.equal(await waiting, true);
});

test('a crash the consumer restarts from keeps the wait: ready once the restarted consumer joins and fetches', async () => {
  const { consumer, emitter, events, join } = consumerEvents();
  let settled: boolean | null = null;
  const waiting = offsetsFixed(consumer, 5_000).then((ready) => (settled = ready));
  emitter.emit(events.CRASH, { payload: { restart: true, error: new Error('The coordinator is loading') } });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, null, 'a restarting consumer is not given up on');
  join([0]);
  emitter.emit(events.FETCH, {});
  assert.equal(await waiting, true);
});

test('not ready when the consumer crashes for good or stops first, or when the time runs out', async () => {
  for (const [ending, payload] of [['CRASH', { restart: false }], ['STOP', {}]] as const) {
    const { consumer, emitter, events } = consumerEvents();
    const waiting = offsetsFixed(consumer, 5_000);
    emitter.emit(events[ending], { payload });
    assert.equal(await waiting, false, ending);
  }
  // The wait's own timer does not hold the process (a failed start must be able to exit): the test holds it.
  const holding = setTimeout(() => undefined, 2_000);
  const started = Date.now();
  assert.equal(await offsetsFixed(consumerEvents().consumer, 50), false);
  assert.ok(Date.now() - started < 2_000);
  clearTimeout(holding);
});
