/** A link between two rows of the outline, by row index. */
export interface RowLink<T> {
  link: T;
  from: number;
  to: number;
}

/**
 * Links bucketed by blocks of rows, so the links crossing the rows on screen are found without walking all of them on
 * every scroll frame (a 50,000-activity plan has 60,000 links). A link sits in every block its span touches.
 */
export class LinksOnScreen<T> {
  private readonly blocks = new Map<number, RowLink<T>[]>();

  constructor(
    links: readonly RowLink<T>[],
    private readonly blockRows = 64,
  ) {
    for (const entry of links) {
      const low = Math.floor(Math.min(entry.from, entry.to) / blockRows);
      const high = Math.floor(Math.max(entry.from, entry.to) / blockRows);
      for (let block = low; block <= high; block++) {
        const list = this.blocks.get(block);
        if (list === undefined) this.blocks.set(block, [entry]);
        else list.push(entry);
      }
    }
  }

  /** Links with at least one row between `first` and `last` (inclusive) or passing over them, each once. */
  between(first: number, last: number): T[] {
    const found = new Set<RowLink<T>>();
    for (let block = Math.floor(first / this.blockRows); block <= Math.floor(last / this.blockRows); block++) {
      for (const entry of this.blocks.get(block) ?? []) {
        if (Math.max(entry.from, entry.to) >= first && Math.min(entry.from, entry.to) <= last) found.add(entry);
      }
    }
    return [...found].map((entry) => entry.link);
  }
}
