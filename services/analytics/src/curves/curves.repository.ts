import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ActivityRow, ScheduleScope } from '@tenon/contracts';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import type { CurveRow } from '@tenon/lean';
import {
  BASELINE_CHUNK_MODEL,
  CURVE_ACTIVITY_CHUNK_MODEL,
  PROGRESS_UPDATE_MODEL,
  type BaselineChunkDocument,
  type CurveActivityChunkDocument,
  type ProgressUpdateDocument,
} from './curves.schemas';
import { byActivityChunk } from '../facts/activity-chunks';
import { oncePerDatabase } from '../facts/once-per-database';

/** A curve row as stored, per schedule; the active baseline's dates are joined when the curves read it. */
export interface CurveActivityRecord extends Omit<CurveRow, 'id' | 'baselineStart' | 'baselineFinish'> {
  scheduleId: string;
  activityId: string;
}

const DUPLICATE_KEY = 11000;

const CHUNKED_MARKER = 'curve-activities-chunked';
/** Where each activity had a document of its own, before the chunks. */
const LEGACY_COLLECTION = 'curve_activities';

/** An activity as a chunk keeps it: the plan version that wrote it drops it when a newer whole plan leaves it out. */
export interface StoredCurveActivity extends Omit<CurveActivityRecord, 'scheduleId'> {
  version: number;
}

const chunkId = (scheduleId: string, chunk: number) => `${scheduleId}:${chunk}`;

type ChunkWrite = { _id: string; projectId: string; scheduleId: string; chunk: number; rows: StoredCurveActivity[] };

@Injectable()
export class CurveActivitiesRepository extends TenantScopedRepository<CurveActivityChunkDocument> {
  constructor(@InjectModel(CURVE_ACTIVITY_CHUNK_MODEL) model: Model<CurveActivityChunkDocument>) {
    super(model);
  }

  /**
   * Sets these rows and drops the deleted ones, chunk by chunk: the chunks they fall in are read, changed and written
   * back whole. A schedule's events come in order on its partition, so no two writes of one chunk overlap.
   */
  async putRows(scope: TenantScope, place: ScheduleScope, version: number, rows: readonly ActivityRow[], deletedIds: readonly string[]): Promise<void> {
    const sets = byActivityChunk(
      rows.map(({ id, parentId, name, order, start, finish, progress, isSummary, isMilestone }): StoredCurveActivity => ({ activityId: id, parentId, name, order, start, finish, progress, isSummary, isMilestone, version })),
      (row) => row.activityId,
    );
    const drops = byActivityChunk(deletedIds, (id) => id);
    const touched = [...new Set([...sets.keys(), ...drops.keys()])];
    if (touched.length === 0) return;
    const stored = await this.chunksOf(scope, place.scheduleId, touched);
    const writes: ChunkWrite[] = touched.map((chunk) => {
      const kept = new Map((stored.get(chunk) ?? []).map((row) => [row.activityId, row]));
      for (const id of drops.get(chunk) ?? []) kept.delete(id);
      for (const row of sets.get(chunk) ?? []) kept.set(row.activityId, row);
      return { _id: chunkId(place.scheduleId, chunk), ...place, chunk, rows: [...kept.values()] };
    });
    await this.writeChunks(scope, writes);
  }

  /** After the last chunk of a whole plan: rows that version did not write are gone from the plan. */
  async dropOlderThan(scope: TenantScope, scheduleId: string, version: number): Promise<void> {
    const chunks = await this.findMany<{ projectId: string; chunk: number; rows: string }>(scope, { scheduleId }, { projection: { _id: 0, projectId: 1, chunk: 1, rows: 1 } });
    const writes: ChunkWrite[] = [];
    for (const stored of chunks) {
      const rows = JSON.parse(stored.rows) as StoredCurveActivity[];
      const kept = rows.filter((row) => row.version >= version);
      if (kept.length !== rows.length) writes.push({ _id: chunkId(scheduleId, stored.chunk), projectId: stored.projectId, scheduleId, chunk: stored.chunk, rows: kept });
    }
    await this.writeChunks(scope, writes);
  }

  async listOfSchedules(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<CurveActivityRecord[]> {
    const chunks = await this.findMany<{ scheduleId: string; rows: string }>(scope, { projectId, scheduleId: { $in: [...scheduleIds] } }, { projection: { _id: 0, scheduleId: 1, rows: 1 } });
    return chunks.flatMap((chunk) => (JSON.parse(chunk.rows) as StoredCurveActivity[]).map(({ version: _version, ...row }) => ({ ...row, scheduleId: chunk.scheduleId })));
  }

  /**
   * Once per database: activities kept a document each (`curve_activities`) before the chunks. They are written into
   * chunks, schedule by schedule, before any event is heard, then that collection is dropped; a marker remembers it was
   * done. Reads across companies by design.
   */
  chunkLegacyRowsOnce(): Promise<number> {
    return oncePerDatabase(this.model.db, CHUNKED_MARKER, () => this.chunkLegacyRows());
  }

  private async chunkLegacyRows(): Promise<number> {
    const legacy = this.model.db.collection<StoredCurveActivity & { companyId: string; projectId: string; scheduleId: string }>(LEGACY_COLLECTION);
    const bySchedule = new Map<string, { companyId: string; projectId: string; scheduleId: string; rows: StoredCurveActivity[] }>();
    let moved = 0;
    for await (const row of legacy.find({}, { projection: { _id: 0 } })) {
      const { companyId, projectId, scheduleId, activityId, parentId, name, order, start, finish, progress, isSummary, isMilestone, version } = row;
      const key = `${companyId}:${scheduleId}`;
      const schedule = bySchedule.get(key) ?? { companyId, projectId, scheduleId, rows: [] };
      bySchedule.set(key, schedule);
      schedule.rows.push({ activityId, parentId, name, order, start, finish, progress, isSummary, isMilestone, version });
      moved += 1;
    }
    for (const { companyId, projectId, scheduleId, rows } of bySchedule.values()) {
      const chunks = byActivityChunk(rows, (row) => row.activityId);
      await this.writeChunks(
        { companyId },
        [...chunks].map(([chunk, kept]) => ({ _id: chunkId(scheduleId, chunk), projectId, scheduleId, chunk, rows: kept })),
      );
    }
    if (moved > 0) await legacy.drop();
    return moved;
  }

  /** The stored rows of these chunks of a schedule, by chunk. */
  private async chunksOf(scope: TenantScope, scheduleId: string, chunks: readonly number[]): Promise<Map<number, StoredCurveActivity[]>> {
    const stored = await this.findMany<{ chunk: number; rows: string }>(scope, { _id: { $in: chunks.map((chunk) => chunkId(scheduleId, chunk)) } }, { projection: { _id: 0, chunk: 1, rows: 1 } });
    return new Map(stored.map((doc) => [doc.chunk, JSON.parse(doc.rows) as StoredCurveActivity[]]));
  }

  /** Each chunk replaced whole by its id (created the first time); an emptied chunk is kept empty. */
  private async writeChunks(scope: TenantScope, chunks: readonly ChunkWrite[]): Promise<void> {
    if (chunks.length === 0) return;
    const companyId = companyIdOf(scope);
    await this.model.collection.bulkWrite(
      chunks.map(({ rows, ...chunk }) => ({ replaceOne: { filter: { _id: chunk._id }, replacement: { ...chunk, companyId, rows: JSON.stringify(rows) }, upsert: true } })) as never,
      { ordered: true },
    );
  }
}

export interface BaselinePointRecord {
  activityId: string;
  start: string;
  finish: string;
}

@Injectable()
export class BaselineChunksRepository extends TenantScopedRepository<BaselineChunkDocument> {
  constructor(@InjectModel(BASELINE_CHUNK_MODEL) model: Model<BaselineChunkDocument>) {
    super(model);
  }

  /** A chunk of the newly active baseline replaces what another baseline, or a longer one, left. */
  async putChunk(
    scope: TenantScope,
    place: ScheduleScope,
    chunk: { baselineId: string; chunkIndex: number; chunkCount: number; points: readonly BaselinePointRecord[] },
  ): Promise<void> {
    await this.deleteMany(scope, { scheduleId: place.scheduleId, $or: [{ baselineId: { $ne: chunk.baselineId } }, { chunkIndex: { $gte: chunk.chunkCount } }] });
    const put = () =>
      this.upsertOne(scope, { scheduleId: place.scheduleId, chunkIndex: chunk.chunkIndex }, { $set: { projectId: place.projectId, baselineId: chunk.baselineId, points: [...chunk.points] } });
    // The curves and the BI rows both write the chunk of one event: when both insert it at once, one insert is refused
    // as a duplicate, and writing again updates the chunk the other inserted.
    await put().catch((error: unknown) => {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return put();
    });
  }

  /** The active baseline's dates of these activities, by schedule then activity id. */
  async pointsOfActivities(scope: TenantScope, scheduleIds: readonly string[], activityIds: readonly string[]): Promise<Map<string, Map<string, BaselinePointRecord>>> {
    const wanted = new Set(activityIds);
    const chunks = await this.findMany<{ scheduleId: string; points: BaselinePointRecord[] }>(scope, { scheduleId: { $in: [...new Set(scheduleIds)] } }, { projection: { _id: 0, scheduleId: 1, points: 1 } });
    const bySchedule = new Map<string, Map<string, BaselinePointRecord>>();
    for (const chunk of chunks) {
      const points = bySchedule.get(chunk.scheduleId) ?? new Map<string, BaselinePointRecord>();
      bySchedule.set(chunk.scheduleId, points);
      for (const point of chunk.points) if (wanted.has(point.activityId)) points.set(point.activityId, point);
    }
    return bySchedule;
  }

  async pointsOfSchedules(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<BaselinePointRecord[]> {
    const chunks = await this.findMany<{ points: BaselinePointRecord[] }>(scope, { projectId, scheduleId: { $in: [...scheduleIds] } }, { projection: { _id: 0, points: 1 } });
    return chunks.flatMap((chunk) => chunk.points);
  }
}

export interface ProgressUpdateRecord {
  scheduleId: string;
  updateId: string;
  day: string;
  progress: number;
  activityProgress: Record<string, number>;
}

@Injectable()
export class ProgressUpdatesRepository extends TenantScopedRepository<ProgressUpdateDocument> {
  constructor(@InjectModel(PROGRESS_UPDATE_MODEL) model: Model<ProgressUpdateDocument>) {
    super(model);
  }

  async put(scope: TenantScope, place: ScheduleScope, update: ProgressUpdateRecord): Promise<void> {
    await this.upsertOne(scope, { updateId: update.updateId }, { $set: { ...update, projectId: place.projectId } });
  }

  async listOfSchedules(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<ProgressUpdateRecord[]> {
    return this.findMany<ProgressUpdateRecord>(scope, { projectId, scheduleId: { $in: [...scheduleIds] } }, { projection: { _id: 0, companyId: 0, projectId: 0 }, sort: { day: 1 } });
  }
}
