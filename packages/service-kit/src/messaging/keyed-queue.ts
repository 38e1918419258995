/**
 * Runs work one at a time per key, in arrival order. A read model that writes a schedule in more than one
 * database command (delete then insert) queues its reads behind its writes, so no reader sees rows half written.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // The last one out forgets the key, so idle schedules hold no memory.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running. */
  get size(): number {
    return this.tails.size;
  }
}
