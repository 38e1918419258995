import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MessageHandler } from '@nestjs/microservices';
import { takesEventBatches } from './event-batch';

const handler = (batch: boolean, next?: MessageHandler): MessageHandler =>
  Object.assign(() => Promise.resolve(undefined), { isEventHandler: true, extras: batch ? { tenonEventBatch: true } : {}, next });

test('a topic whose handlers all take batches gets batches; single-event handlers get events one by one', () => {
  assert.equal(takesEventBatches('t', handler(true, handler(true))), true);
  assert.equal(takesEventBatches('t', handler(false, handler(false))), false);
});

test('a topic mixing batch and single-event handlers is refused', () => {
  assert.throws(() => takesEventBatches('weekly.cnc.changed.v1', handler(false, handler(true))), /weekly\.cnc\.changed\.v1 has both batch and single-event handlers/);
});
