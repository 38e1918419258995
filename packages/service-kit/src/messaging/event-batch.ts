import type { MessageHandler } from '@nestjs/microservices';
import { EventPattern } from '@nestjs/microservices';

const EVENT_BATCH = 'tenonEventBatch';

/**
 * Most records of one fetched batch a batch handler receives in one call: a backlog is applied in a few writes
 * instead of one per event, and the consumer still heartbeats and commits between calls.
 */
export const EVENT_BATCH_MAX = 200;

/**
 * `@EventPattern` for a handler that receives the array of consecutive events of one partition (up to
 * `EVENT_BATCH_MAX`, oldest first) instead of one event: a read model that applies many events in one database write.
 * Every handler of a topic is a batch handler or none is (Nest hands all handlers of a topic the same payload).
 */
export function EventBatchPattern(topic: string): MethodDecorator {
  return EventPattern(topic, { [EVENT_BATCH]: true });
}

export function isEventBatchHandler(handler: MessageHandler): boolean {
  return handler.isEventHandler === true && handler.extras?.[EVENT_BATCH] === true;
}

/** Throws when a topic mixes batch and single-event handlers; otherwise whether its handlers take batches. */
export function takesEventBatches(topic: string, head: MessageHandler): boolean {
  const kinds = new Set<boolean>();
  for (let handler: MessageHandler | undefined = head; handler !== undefined; handler = handler.next as MessageHandler | undefined) {
    kinds.add(isEventBatchHandler(handler));
  }
  if (kinds.size > 1) throw new Error(`topic ${topic} has both batch and single-event handlers: make them all one kind`);
  return kinds.has(true);
}
