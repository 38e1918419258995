/**
 * Parsed chunks by id. A chunk is never changed once written, so an entry can only be stale by being gone, never wrong;
 * the least recently used leave when the rows held pass `maxRows`.
 */
export class ChunkCache<Row> {
  private readonly entries = new Map<string, readonly Row[]>();
  private rowsHeld = 0;

  constructor(private readonly maxRows: number) {}

  get(id: string): readonly Row[] | undefined {
    const rows = this.entries.get(id);
    if (rows === undefined) return undefined;
    this.entries.delete(id);
    this.entries.set(id, rows);
    return rows;
  }

  set(id: string, rows: readonly Row[]): void {
    if (this.entries.has(id)) return;
    this.entries.set(id, rows);
    this.rowsHeld += rows.length;
    for (const [oldest, held] of this.entries) {
      if (this.rowsHeld <= this.maxRows || oldest === id) break;
      this.entries.delete(oldest);
      this.rowsHeld -= held.length;
    }
  }
}
