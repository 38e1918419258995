import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ActivityRow } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import {
  BASELINE_CHUNK_MODEL,
  CURVE_ACTIVITY_MODEL,
  PROGRESS_UPDATE_MODEL,
  type BaselineChunkDocument,
  type CurveActivityDocument,
  type ProgressUpdateDocument,
} from './curves.schemas';

export interface CurveActivityRecord {
  scheduleId: string;
  activityId: string;
  parentId: string | null;
  name: string;
  order: number;
  start: string;
  finish: string;
  progress: number;
  isSummary: boolean;
  isMilestone: boolean;
}

const DUPLICATE_KEY = 11000;

const rowId = (scheduleId: string, activityId: string) => `${scheduleId}:${activityId}`;

export interface PlanPlace {
  projectId: string;
  scheduleId: string;
}

@Injectable()
export class CurveActivitiesRepository extends TenantScopedRepository<CurveActivityDocument> {
  constructor(@InjectModel(CURVE_ACTIVITY_MODEL) model: Model<CurveActivityDocument>) {
    super(model);
  }

  /** Writes the rows of one plan version whole; replaying the same rows writes the same documents. */
  async putRows(scope: TenantScope, place: PlanPlace, version: number, rows: readonly ActivityRow[], deletedIds: readonly string[]): Promise<void> {
    await this.replaceMany(
      scope,
      rows.map((row) => ({
        _id: rowId(place.scheduleId, row.id),
        projectId: place.projectId,
        scheduleId: place.scheduleId,
        activityId: row.id,
        parentId: row.parentId,
        name: row.name,
        order: row.order,
        start: row.start,
        finish: row.finish,
        progress: row.progress,
        isSummary: row.isSummary,
        isMilestone: row.isMilestone,
        version,
      })),
    );
    if (deletedIds.length > 0) await this.deleteMany(scope, { _id: { $in: deletedIds.map((id) => rowId(place.scheduleId, id)) } });
  }

  /** After the last chunk of a whole plan: rows that version did not write are gone from the plan. */
  async dropOlderThan(scope: TenantScope, scheduleId: string, version: number): Promise<void> {
    await this.deleteMany(scope, { scheduleId, version: { $lt: version } });
  }

  async listOfSchedules(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<CurveActivityRecord[]> {
    return this.findMany<CurveActivityRecord>(scope, { projectId, scheduleId: { $in: [...scheduleIds] } }, { projection: { _id: 0, companyId: 0, projectId: 0, version: 0 } });
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
    place: PlanPlace,
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

  async put(scope: TenantScope, place: PlanPlace, update: ProgressUpdateRecord): Promise<void> {
    await this.upsertOne(scope, { updateId: update.updateId }, { $set: { ...update, projectId: place.projectId } });
  }

  async listOfSchedules(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<ProgressUpdateRecord[]> {
    return this.findMany<ProgressUpdateRecord>(scope, { projectId, scheduleId: { $in: [...scheduleIds] } }, { projection: { _id: 0, companyId: 0, projectId: 0 }, sort: { day: 1 } });
  }
}
