import type { BiRow } from '@tenon/contracts';

/** A BI activity as its chunk keeps it. */
export interface StoredBiActivity {
  key: string;
  row: BiRow;
  /** When the row last changed (ms since the epoch). */
  at: number;
  /** Set on a tombstone: when the activity was deleted (ms). */
  deletedAt?: number;
  /** The plan version that last wrote the row: a whole plan drops the rows an older version left. */
  version?: number;
}

/** What a page knows of a schedule's chunks before reading any (`BiActivityScheduleDocument`). */
export interface ScheduleChunkCounts {
  projectId: string;
  scheduleId: string;
  live: readonly number[];
  dead: readonly number[];
  changedAt: readonly number[];
  baselineAt: number | null;
}

/** A chunk a page may read, with how many of its rows the page can list at most. */
export interface ChunkToRead {
  projectId: string;
  scheduleId: string;
  chunk: number;
  rows: number;
  baselineAt: number | null;
}

/** Where a page of activities ended: the last row's schedule, chunk and key. */
export interface ChunkPosition {
  scheduleId: string;
  chunk: number;
  key: string;
}

export const byKey = (a: { key: string }, b: { key: string }): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** When a row counts as changed: a live row also when its schedule's active baseline changed after it. */
export function changedAtOf(row: StoredBiActivity, baselineAt: number | null): number {
  return row.deletedAt === undefined && baselineAt !== null ? Math.max(row.at, baselineAt) : row.at;
}

/**
 * The chunks a listing reads, in page order (schedule id, then chunk): for a full load those holding live rows, for a
 * refresh those changed since (tombstones included). Starting at the cursor's chunk when there is one.
 */
export function chunksToRead(schedules: readonly ScheduleChunkCounts[], since: number | undefined, after: ChunkPosition | undefined): ChunkToRead[] {
  const ordered = [...schedules].sort((a, b) => byKey({ key: a.scheduleId }, { key: b.scheduleId }));
  const chunks: ChunkToRead[] = [];
  for (const schedule of ordered) {
    if (after !== undefined && schedule.scheduleId < after.scheduleId) continue;
    schedule.live.forEach((live, chunk) => {
      if (after !== undefined && schedule.scheduleId === after.scheduleId && chunk < after.chunk) return;
      const dead = schedule.dead[chunk] ?? 0;
      if (since === undefined) {
        if (live > 0) chunks.push({ projectId: schedule.projectId, scheduleId: schedule.scheduleId, chunk, rows: live, baselineAt: schedule.baselineAt });
        return;
      }
      const changed = Math.max(schedule.changedAt[chunk] ?? 0, live > 0 ? (schedule.baselineAt ?? 0) : 0);
      if (live + dead > 0 && changed >= since) chunks.push({ projectId: schedule.projectId, scheduleId: schedule.scheduleId, chunk, rows: live + dead, baselineAt: schedule.baselineAt });
    });
  }
  return chunks;
}

/** The rows of a chunk (in key order) a listing shows: live ones for a full load, those changed since for a refresh; after the cursor's key in its own chunk. */
export function rowsToList(rows: readonly StoredBiActivity[], chunk: ChunkToRead, since: number | undefined, after: ChunkPosition | undefined): StoredBiActivity[] {
  const afterKey = after !== undefined && after.scheduleId === chunk.scheduleId && after.chunk === chunk.chunk ? after.key : undefined;
  return rows.filter(
    (row) =>
      (afterKey === undefined || row.key > afterKey) && (since === undefined ? row.deletedAt === undefined : changedAtOf(row, chunk.baselineAt) >= since),
  );
}

/** The next chunks to read for a page that still needs `wanted` rows: enough by their counts, at least one. */
export function nextChunks(chunks: readonly ChunkToRead[], from: number, wanted: number, most = 64): ChunkToRead[] {
  const picked: ChunkToRead[] = [];
  let rows = 0;
  for (let i = from; i < chunks.length && picked.length < most && (picked.length === 0 || rows < wanted); i++) {
    picked.push(chunks[i]!);
    rows += chunks[i]!.rows;
  }
  return picked;
}

/** A chunk's counts after a change: live rows, tombstones and its latest change. */
export function countsOf(rows: readonly StoredBiActivity[]): { live: number; dead: number; changedAt: number } {
  let live = 0;
  let changedAt = 0;
  for (const row of rows) {
    if (row.deletedAt === undefined) live++;
    if (row.at > changedAt) changedAt = row.at;
  }
  return { live, dead: rows.length - live, changedAt };
}
