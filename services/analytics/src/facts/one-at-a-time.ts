/**
 * Runs work one at a time per key, in the order asked: read-change-write of a schedule's chunks by events of several
 * topics (a plan saved, its baseline activated, the schedule deleted) must not interleave and lose one another's change.
 * Work of other keys runs alongside. Only within this process: one analytics instance consumes a schedule's events.
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // The last in line clears the key, so the map holds only keys with work waiting.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work running or waiting (for tests). */
  get busy(): number {
    return this.tails.size;
  }
}
