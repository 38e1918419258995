/** A min-heap of distinct small integers (topological positions), for the incremental passes. */
export class PositionHeap {
  private readonly items: Int32Array;
  private readonly queued: Uint8Array;
  private size = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(capacity);
    this.queued = new Uint8Array(capacity);
  }

  get isEmpty(): boolean {
    return this.size === 0;
  }

  push(value: number): void {
    if (this.queued[value] === 1) return;
    this.queued[value] = 1;
    const items = this.items;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]! <= value) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = value;
  }

  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items[--this.size]!;
    let i = 0;
    const size = this.size;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && items[child + 1]! < items[child]!) child++;
      if (items[child]! >= last) break;
      items[i] = items[child]!;
      i = child;
    }
    if (size > 0) items[i] = last;
    this.queued[top] = 0;
    return top;
  }
}
