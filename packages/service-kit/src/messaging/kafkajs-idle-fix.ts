import { createRequire } from 'node:module';

interface RequestQueueInternals {
  pending: unknown[];
  throttledUntil: number;
  scheduleCheckPendingRequests: (this: RequestQueueInternals) => void;
}

/** The kafkajs release the fix was written against; another one must be checked again before it is trusted. */
export const PATCHED_KAFKAJS_VERSION = '2.2.4';

const requireFromHere = createRequire(__filename);
let applied = false;

/**
 * kafkajs 2.2.4 re-arms a 0 ms timer for every broker connection even with nothing queued
 * (tulios/kafkajs#1556, fix proposed in #1667, never released): each idle service burnt ~4 % of a core.
 * With nothing pending and no throttle there is nothing to check; a request pushed later schedules its own check.
 */
export function applyKafkaJsIdleFix(): void {
  if (applied) return;
  const version = (requireFromHere('kafkajs/package.json') as { version: string }).version;
  if (version !== PATCHED_KAFKAJS_VERSION) {
    throw new Error(`kafkajs ${version} is not the ${PATCHED_KAFKAJS_VERSION} the idle fix was written for: check tulios/kafkajs#1556 again`);
  }
  const RequestQueue = requireFromHere('kafkajs/src/network/requestQueue') as { prototype: RequestQueueInternals };
  const original = RequestQueue.prototype.scheduleCheckPendingRequests;
  RequestQueue.prototype.scheduleCheckPendingRequests = function (this: RequestQueueInternals) {
    if (this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
    original.call(this);
  };
  applied = true;
}
