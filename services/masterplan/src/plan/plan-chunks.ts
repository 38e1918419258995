/**
 * A plan's rows are stored in chunks of up to CHUNK_ROWS rows, each chunk one document written once and never changed
 * (docs/masterplan-save.md). A save rewrites only the chunks it touches: the rows of those chunks and the new rows are
 * packed again into new chunks, the others are kept by id. Nothing here reads the clock or chance, so two appliers of
 * one save compute the same chunks with the same ids.
 */
export const CHUNK_ROWS = 2000;

export interface Chunk<Row> {
  id: string;
  rows: readonly Row[];
}

export interface Rechunked<Row> {
  /** The chunks of the new version, kept ones first in their old order. */
  chunks: Chunk<Row>[];
  /** Chunks of the new version that do not exist yet. */
  written: Chunk<Row>[];
  /** Ids of the old version's chunks the new version no longer uses. */
  retired: string[];
}

export function rechunk<Row extends { id: string }>(
  base: readonly Chunk<Row>[],
  upserts: readonly Row[],
  deletes: readonly string[],
  newChunkId: (index: number) => string,
  size = CHUNK_ROWS,
): Rechunked<Row> {
  const chunkOf = new Map<string, number>();
  base.forEach((chunk, index) => chunk.rows.forEach((row) => chunkOf.set(row.id, index)));
  const dirty = new Set<number>();
  const replaced = new Map<string, Row>();
  const fresh: Row[] = [];
  for (const row of upserts) {
    const index = chunkOf.get(row.id);
    if (index === undefined) fresh.push(row);
    else {
      dirty.add(index);
      replaced.set(row.id, row);
    }
  }
  const deleted = new Set<string>();
  for (const id of deletes) {
    const index = chunkOf.get(id);
    if (index === undefined) continue;
    dirty.add(index);
    deleted.add(id);
  }
  if (dirty.size === 0 && fresh.length === 0) return { chunks: [...base], written: [], retired: [] };

  const kept: Chunk<Row>[] = [];
  const retired: string[] = [];
  const repacked: Row[] = [];
  base.forEach((chunk, index) => {
    if (!dirty.has(index)) {
      kept.push(chunk);
      return;
    }
    retired.push(chunk.id);
    for (const row of chunk.rows) if (!deleted.has(row.id)) repacked.push(replaced.get(row.id) ?? row);
  });
  repacked.push(...fresh);
  const written: Chunk<Row>[] = [];
  for (let start = 0; start < repacked.length; start += size) written.push({ id: newChunkId(written.length), rows: repacked.slice(start, start + size) });
  return { chunks: [...kept, ...written], written, retired };
}

/** Chunks for rows that have none yet (a first save, a seed, rows kept the old way one per document). */
export function chunksOf<Row>(rows: readonly Row[], newChunkId: (index: number) => string, size = CHUNK_ROWS): Chunk<Row>[] {
  const chunks: Chunk<Row>[] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push({ id: newChunkId(chunks.length), rows: rows.slice(start, start + size) });
  return chunks;
}
