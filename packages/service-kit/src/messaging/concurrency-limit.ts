/** At most `limit` holders at once; `acquire` waits (first come, first served) for a free slot. */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`concurrency limit must be a positive integer, got ${limit}`);
  }

  get inUse(): number {
    return this.active;
  }

  /** Resolves true when a slot was free at once, false when the caller had to wait for one. */
  acquire(): Promise<boolean> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => this.waiting.push(() => resolve(false)));
  }

  release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter, so `active` stays the same.
    if (next !== undefined) next();
    else if (this.active > 0) this.active--;
  }

  /** Resolves once nobody holds a slot (or after `timeoutMs`); returns whether it drained. */
  async drained(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.active > 0 || this.waiting.length > 0) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return true;
  }
}
