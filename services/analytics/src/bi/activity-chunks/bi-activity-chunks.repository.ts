import type { ScheduleScope } from '@tenon/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { companyIdOf, KeyedQueue, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { ACTIVITY_CHUNKS, byActivityChunk } from '../../facts/activity-chunks';
import { oncePerDatabase } from '../../facts/once-per-database';
import type { BiListedRow, BiRowDocument } from '../bi-row.schema';
import type { BiRowWrite } from '../bi-rows.repository';
import { byKey, chunksToRead, countsOf, nextChunks, rowsToList, changedAtOf, type ChunkPosition, type ChunkToRead, type StoredBiActivity } from './activity-chunk-pages';
import { decodeChunkRows, encodeChunkRows } from './stored-activity-codec';
import { BI_ACTIVITY_CHUNK_MODEL, BI_ACTIVITY_SCHEDULE_MODEL, type BiActivityChunkDocument, type BiActivityScheduleDocument } from './bi-activity-chunk.schema';

/** A page of activities: rows shaped as the other BI rows, and where the next page starts. */
export interface BiActivityPage {
  documents: BiListedRow[];
  next: ChunkPosition | null;
  total: number;
}

const chunkIdOf = (scheduleId: string, chunk: number) => `${scheduleId}:${chunk}`;
/** A chunk's tombstones are a document of their own: a full load, by far the largest read, never reads them. */
const goneIdOf = (scheduleId: string, chunk: number) => `${scheduleId}:${chunk}:gone`;
const emptyCounts = () => new Array<number>(ACTIVITY_CHUNKS).fill(0);
const CHUNKED_MARKER = 'bi-activities-chunked';

/** An activity's BI row when each had a document of its own. */
type LegacyActivityRow = Omit<BiRowDocument, 'kind'> & { kind: 'activity'; planVersion?: number | null };

/** How a change treats a chunk's rows (by key): it changes the map in place. */
type ChunkChange = (rows: Map<string, StoredBiActivity>, chunk: number) => void;

/** The counts of a schedule's chunks, read by every page of the company's activities. */
@Injectable()
export class BiActivitySchedulesRepository extends TenantScopedRepository<BiActivityScheduleDocument> {
  constructor(@InjectModel(BI_ACTIVITY_SCHEDULE_MODEL) model: Model<BiActivityScheduleDocument>) {
    super(model);
  }

  /** Written whole by its id: the chunks' writer holds the schedule's turn. */
  async write(scope: TenantScope, schedule: Omit<BiActivityScheduleDocument, 'companyId'>): Promise<void> {
    await this.model.collection.replaceOne({ _id: schedule._id } as never, { ...schedule, companyId: companyIdOf(scope) }, { upsert: true });
  }
}

/**
 * The BI activities, chunked by schedule (`bi_activity_chunks`), and their counts (`bi_activity_schedules`). Every
 * change of a schedule's rows reads the chunks it touches, changes them and writes them back whole, one change of a
 * schedule at a time. A deleted activity stays as a tombstone so a refresh by `updatedSince` hears of it.
 */
@Injectable()
export class BiActivityChunksRepository extends TenantScopedRepository<BiActivityChunkDocument> {
  /** A plan's rows, its baseline and its deletion come on three topics: one change of a schedule at a time. */
  private readonly turns = new KeyedQueue();

  constructor(
    @InjectModel(BI_ACTIVITY_CHUNK_MODEL) model: Model<BiActivityChunkDocument>,
    private readonly schedules: BiActivitySchedulesRepository,
  ) {
    super(model);
  }

  /**
   * Sets these fields of each row (the others stay as an earlier event left them), creating it the first time; a row
   * put again after its deletion is live again. `version` marks the plan version that wrote it.
   */
  async put(scope: TenantScope, place: ScheduleScope, writes: readonly BiRowWrite[], at: Date, version?: number): Promise<void> {
    const byChunk = byActivityChunk(writes, (write) => write.key);
    await this.change(scope, place, [...byChunk.keys()], (rows, chunk) => {
      for (const { key, fields } of byChunk.get(chunk) ?? []) {
        const kept = rows.get(key);
        const stored: StoredBiActivity = { key, row: { ...kept?.row, ...fields }, at: at.getTime() };
        const writtenBy = version ?? kept?.version;
        if (writtenBy !== undefined) stored.version = writtenBy;
        rows.set(key, stored);
      }
    });
  }

  /** Tombstones of these live rows. */
  async remove(scope: TenantScope, place: ScheduleScope, keys: readonly string[], at: Date): Promise<void> {
    const byChunk = byActivityChunk(keys, (key) => key);
    await this.change(scope, place, [...byChunk.keys()], (rows, chunk) => {
      for (const key of byChunk.get(chunk) ?? []) {
        const kept = rows.get(key);
        if (kept !== undefined && kept.deletedAt === undefined) rows.set(key, tombstoneOf(kept, at));
      }
    });
  }

  /** After the last chunk of a whole plan: the live rows an older version (or none) wrote are gone from the plan. */
  async removeBefore(scope: TenantScope, place: ScheduleScope, version: number, at: Date): Promise<void> {
    await this.change(scope, place, 'all', (rows) => {
      for (const [key, row] of rows) if (row.deletedAt === undefined && (row.version === undefined || row.version < version)) rows.set(key, tombstoneOf(row, at));
    });
  }

  /** A schedule deleted: every live row is a tombstone. */
  async removeSchedule(scope: TenantScope, scheduleId: string, at: Date): Promise<void> {
    const counts = await this.schedules.findById(scope, scheduleId);
    if (counts === null) return;
    await this.change(scope, { projectId: counts.projectId, scheduleId }, 'all', (rows) => {
      for (const [key, row] of rows) if (row.deletedAt === undefined) rows.set(key, tombstoneOf(row, at));
    });
  }

  /** The schedule's active baseline changed: its live rows count as changed then, without rewriting them. */
  async baselineChanged(scope: TenantScope, scheduleId: string, at: Date): Promise<void> {
    await this.turns.run(scheduleId, async () => {
      const counts = await this.schedules.findById(scope, scheduleId);
      if (counts === null) return;
      const { companyId: _company, ...schedule } = counts;
      await this.schedules.write(scope, { ...schedule, baselineAt: at.getTime() });
    });
  }

  /**
   * A page of the company's activities in place order (schedule, chunk, key): a full load lists live rows, a refresh
   * (`since`) the rows changed since, tombstones included. Reads the schedules' counts, then only the chunks listed.
   */
  async page(scope: TenantScope, limit: number, since: number | undefined, after: ChunkPosition | undefined, knownTotal: number | undefined): Promise<BiActivityPage> {
    const chunks = chunksToRead(await this.schedules.findMany(scope), since, after);
    const total = knownTotal ?? (since === undefined ? chunks.reduce((sum, chunk) => sum + chunk.rows, 0) : await this.countChanged(scope, chunks, since));
    const listed: Array<{ chunk: ChunkToRead; row: StoredBiActivity }> = [];
    let read = 0;
    while (listed.length <= limit && read < chunks.length) {
      const batch = nextChunks(chunks, read, limit + 1 - listed.length);
      const stored = await this.rowsOf(scope, batch, since !== undefined);
      for (const chunk of batch) {
        for (const row of rowsToList(stored.get(chunkIdOf(chunk.scheduleId, chunk.chunk)) ?? [], chunk, since, after)) listed.push({ chunk, row });
      }
      read += batch.length;
    }
    const shown = listed.slice(0, limit);
    const last = shown.at(-1);
    return {
      documents: shown.map(({ chunk, row }) => documentOf(chunk, row)),
      next: listed.length > limit && last !== undefined ? { scheduleId: last.chunk.scheduleId, chunk: last.chunk.chunk, key: last.row.key } : null,
      total,
    };
  }

  /**
   * Once per database: activities kept a BI row each (`bi_rows`, kind activity) before the chunks. They are written
   * into chunks, schedule by schedule, before any event is heard, then removed from there. Reads across companies by
   * design; answers how many rows were moved.
   */
  chunkLegacyRowsOnce(): Promise<number> {
    return oncePerDatabase(this.model.db, CHUNKED_MARKER, () => this.chunkLegacyRows());
  }

  async chunkLegacyRows(): Promise<number> {
    const legacy = this.model.db.collection<LegacyActivityRow>('bi_rows');
    const bySchedule = new Map<string, { scope: TenantScope; place: ScheduleScope; rows: StoredBiActivity[]; ids: Array<LegacyActivityRow['_id']> }>();
    let moved = 0;
    for await (const document of legacy.find({ kind: 'activity' } as never)) {
      if (document.scheduleId === null || document.projectId === null) continue;
      const id = `${document.companyId}:${document.scheduleId}`;
      const schedule = bySchedule.get(id) ?? { scope: { companyId: document.companyId }, place: { projectId: document.projectId, scheduleId: document.scheduleId }, rows: [], ids: [] };
      bySchedule.set(id, schedule);
      const row: StoredBiActivity = { key: document.key, row: document.row, at: document.updatedAt.getTime() };
      if (document.deleted === true) row.deletedAt = (document.deletedAt ?? document.updatedAt).getTime();
      if (document.planVersion !== undefined && document.planVersion !== null) row.version = document.planVersion;
      schedule.rows.push(row);
      schedule.ids.push(document._id);
      moved++;
    }
    for (const { scope, place, rows, ids } of bySchedule.values()) {
      const byChunk = byActivityChunk(rows, (row) => row.key);
      // Merged, not replaced: a start stopped half way moves the same rows again.
      await this.change(scope, place, [...byChunk.keys()], (kept, chunk) => {
        for (const row of byChunk.get(chunk) ?? []) if (!kept.has(row.key) || kept.get(row.key)!.at < row.at) kept.set(row.key, row);
      });
      // By id, a thousand at a time: FerretDB deletes the rows a filter matches with one SQL variable each, and SQLite
      // refuses a statement of more than 32,766.
      for (let from = 0; from < ids.length; from += 1000) await legacy.deleteMany({ _id: { $in: ids.slice(from, from + 1000) } });
    }
    return moved;
  }

  /** The changed rows of these chunks (a refresh's total, counted on its first page). */
  private async countChanged(scope: TenantScope, chunks: readonly ChunkToRead[], since: number): Promise<number> {
    let count = 0;
    for (let read = 0; read < chunks.length; read += 64) {
      const batch = chunks.slice(read, read + 64);
      const stored = await this.rowsOf(scope, batch, true);
      for (const chunk of batch) count += (stored.get(chunkIdOf(chunk.scheduleId, chunk.chunk)) ?? []).filter((row) => changedAtOf(row, chunk.baselineAt) >= since).length;
    }
    return count;
  }

  /** The stored rows of these chunks in key order, by chunk id: the live ones, and the tombstones when asked. */
  private async rowsOf(scope: TenantScope, chunks: ReadonlyArray<{ scheduleId: string; chunk: number }>, withTombstones: boolean): Promise<Map<string, StoredBiActivity[]>> {
    if (chunks.length === 0) return new Map();
    const ids = chunks.flatMap(({ scheduleId, chunk }) => (withTombstones ? [chunkIdOf(scheduleId, chunk), goneIdOf(scheduleId, chunk)] : [chunkIdOf(scheduleId, chunk)]));
    const stored = await this.findMany<{ scheduleId: string; chunk: number; rows: string }>(scope, { _id: { $in: ids } }, { projection: { _id: 0, scheduleId: 1, chunk: 1, rows: 1 } });
    const rows = new Map<string, StoredBiActivity[]>();
    for (const document of stored) {
      const id = chunkIdOf(document.scheduleId, document.chunk);
      const held = rows.get(id);
      rows.set(id, held === undefined ? decodeChunkRows(document.rows) : [...held, ...decodeChunkRows(document.rows)].sort(byKey));
    }
    return rows;
  }

  /**
   * Reads the schedule's counts and the chunks a change touches ('all': every chunk), applies it, and writes back the
   * chunks it changed and the counts; one change of a schedule at a time.
   */
  private change(scope: TenantScope, place: ScheduleScope, touched: readonly number[] | 'all', apply: ChunkChange): Promise<void> {
    return this.turns.run(place.scheduleId, async () => {
      const chunks = touched === 'all' ? Array.from({ length: ACTIVITY_CHUNKS }, (_, chunk) => chunk) : touched;
      if (chunks.length === 0) return;
      const kept = await this.schedules.findById(scope, place.scheduleId);
      const counts = { live: kept?.live ?? emptyCounts(), dead: kept?.dead ?? emptyCounts(), changedAt: kept?.changedAt ?? emptyCounts() };
      const stored = await this.rowsOf(scope, chunks.map((chunk) => ({ scheduleId: place.scheduleId, chunk })), true);
      const writes: BiActivityChunkDocument[] = [];
      for (const chunk of chunks) {
        const before = stored.get(chunkIdOf(place.scheduleId, chunk)) ?? [];
        const rows = new Map(before.map((row) => [row.key, row]));
        apply(rows, chunk);
        const after = [...rows.values()].sort(byKey);
        const parts = [
          { id: chunkIdOf(place.scheduleId, chunk), part: 'live' as const, keep: (row: StoredBiActivity) => row.deletedAt === undefined },
          { id: goneIdOf(place.scheduleId, chunk), part: 'gone' as const, keep: (row: StoredBiActivity) => row.deletedAt !== undefined },
        ];
        for (const { id, part, keep } of parts) {
          const written = encodeChunkRows(after.filter(keep));
          if (written === encodeChunkRows(before.filter(keep))) continue;
          writes.push({ _id: id, companyId: companyIdOf(scope), projectId: place.projectId, scheduleId: place.scheduleId, chunk, part, rows: written });
        }
        const { live, dead, changedAt } = countsOf(after);
        counts.live[chunk] = live;
        counts.dead[chunk] = dead;
        counts.changedAt[chunk] = changedAt;
      }
      if (writes.length === 0) return;
      await this.model.collection.bulkWrite(
        writes.map((document) => ({ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } })) as never,
        { ordered: true },
      );
      await this.schedules.write(scope, { _id: place.scheduleId, projectId: place.projectId, scheduleId: place.scheduleId, ...counts, baselineAt: kept?.baselineAt ?? null });
    });
  }
}

function tombstoneOf(row: StoredBiActivity, at: Date): StoredBiActivity {
  return { ...row, at: at.getTime(), deletedAt: at.getTime() };
}

/** A stored row as the BI service shapes the other kinds' rows. */
function documentOf(chunk: ChunkToRead, row: StoredBiActivity): BiListedRow {
  return {
    key: row.key,
    projectId: chunk.projectId,
    scheduleId: chunk.scheduleId,
    row: row.row,
    updatedAt: new Date(changedAtOf(row, chunk.baselineAt)),
    deleted: row.deletedAt !== undefined,
    deletedAt: row.deletedAt === undefined ? null : new Date(row.deletedAt),
  };
}
