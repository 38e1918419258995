import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { applyKafkaJsIdleFix } from './kafkajs-idle-fix';

const requireHere = createRequire(__filename);

interface Queue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  scheduleCheckPendingRequests(): void;
}

function idleQueue(): Queue {
  const RequestQueue = requireHere('kafkajs/src/network/requestQueue') as { prototype: Queue };
  const queue = Object.create(RequestQueue.prototype) as Queue;
  Object.assign(queue, { pending: [], throttledUntil: -1, throttleCheckTimeoutId: null });
  return queue;
}

test('an idle kafkajs connection arms no timer once the fix is applied', () => {
  applyKafkaJsIdleFix();
  const queue = idleQueue();
  queue.scheduleCheckPendingRequests();
  assert.equal(queue.throttleCheckTimeoutId, null);
});

test('a queued request still gets its check scheduled', () => {
  applyKafkaJsIdleFix();
  const queue = idleQueue();
  queue.pending.push({});
  queue.scheduleCheckPendingRequests();
  assert.notEqual(queue.throttleCheckTimeoutId, null);
  clearTimeout(queue.throttleCheckTimeoutId!);
});
