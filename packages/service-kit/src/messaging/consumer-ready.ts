import type { Consumer } from 'kafkajs';

/**
 * Resolves true once `consumer` (not yet running) has joined its group and finished a fetch: a fresh group starts at
 * the log end, and only then are its offsets fixed, so that a record written from now on cannot be skipped. A member
 * given no partitions (more members than partitions) has nothing to fix and is ready when it joins. False after
 * `timeoutMs` without that, or at once when the consumer crashes for good or stops first; the wait never keeps a failed start's
 * process alive.
 */
export function offsetsFixed(consumer: Consumer, timeoutMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let joined = false;
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      for (const remove of listeners) remove();
      resolve(ready);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    timer.unref();
    const listeners = [
      consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
        joined = true;
        if (Object.values(payload.memberAssignment).every((partitions) => partitions.length === 0)) done(true);
      }),
      consumer.on(consumer.events.FETCH, () => {
        if (joined) done(true);
      }),
      // A retriable crash (a coordinator still loading on a fresh broker) restarts the consumer, which joins again.
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (!payload.restart) done(false);
      }),
      consumer.on(consumer.events.STOP, () => done(false)),
    ];
  });
}
