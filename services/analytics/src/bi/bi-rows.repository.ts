import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type AnyBulkWriteOperation, type Model } from 'mongoose';
import type { BiRow } from '@tenon/contracts';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { BI_ROW_MODEL, type BiRowDocument, type BiRowKind } from './bi-row.schema';

export interface BiRowPlace {
  projectId: string | null;
  scheduleId: string | null;
}

export interface BiRowWrite {
  key: string;
  fields: BiRow;
}

const live = { deleted: { $ne: true } };
const DUPLICATE_KEY = 11000;

/**
 * The BI read model's writes; its pages are read by `BiPagesRepository` like the other facts. A deleted row stays as a
 * tombstone (`deleted`, `deletedAt`, a new `updatedAt`) so an incremental refresh hears of the deletion.
 */
@Injectable()
export class BiRowsRepository extends TenantScopedRepository<BiRowDocument> {
  constructor(@InjectModel(BI_ROW_MODEL) model: Model<BiRowDocument>) {
    super(model);
  }

  /** Sets these fields of the row (the others stay as an earlier event left them), creating it the first time. */
  async put(scope: TenantScope, kind: BiRowKind, key: string, place: BiRowPlace, fields: BiRow, at = new Date()): Promise<void> {
    await this.putMany(scope, kind, place, [{ key, fields }], at);
  }

  /**
   * `put` for many rows of one place in one round trip: a 2,000-row chunk of a plan is one write, not 2,000. A row put
   * again after its deletion is live again. `planVersion` marks the plan version that wrote an activity row.
   *
   * The rows that exist are read once and then written by `_id`, the new ones inserted: an upsert by kind and key is a
   * scan of every BI row on FerretDB, once per row (a 250-task batch event took 20 to 55 s and starved every other
   * writer of a 14,400-task takt assign).
   */
  async putMany(scope: TenantScope, kind: BiRowKind, place: BiRowPlace, rows: readonly BiRowWrite[], at = new Date(), planVersion?: number): Promise<void> {
    if (rows.length === 0) return;
    const companyId = companyIdOf(scope);
    const setOf = (fields: BiRow): Record<string, unknown> => {
      const set: Record<string, unknown> = { updatedAt: at, deleted: false, deletedAt: null };
      if (place.projectId !== null) set.projectId = place.projectId;
      if (place.scheduleId !== null) set.scheduleId = place.scheduleId;
      if (planVersion !== undefined) set.planVersion = planVersion;
      for (const [field, value] of Object.entries(fields)) set[`row.${field}`] = value;
      return set;
    };
    const existing = await this.findMany<{ _id: Types.ObjectId; key: string }>(scope, { kind, key: { $in: rows.map((row) => row.key) } }, { projection: { _id: 1, key: 1 } });
    const idOfKey = new Map(existing.map((row) => [row.key, row._id]));
    const fresh = new Set<string>();
    const operations: Array<AnyBulkWriteOperation<BiRowDocument>> = [];
    for (const { key, fields } of rows) {
      const id = idOfKey.get(key);
      if (id !== undefined) {
        operations.push({ updateOne: { filter: { _id: id }, update: { $set: setOf(fields) } } });
      } else if (!fresh.has(key)) {
        fresh.add(key);
        const document: BiRowDocument = { _id: new Types.ObjectId(), companyId, kind, key, projectId: place.projectId, scheduleId: place.scheduleId, row: fields, updatedAt: at, deleted: false, deletedAt: null };
        if (planVersion !== undefined) document.planVersion = planVersion;
        operations.push({ insertOne: { document } });
      } else {
        // The same new row twice in one call: the second write lands on the first by key, as an upsert does.
        operations.push({ updateOne: { filter: this.filter(scope, { kind, key }) as never, update: { $set: setOf(fields) } } });
      }
    }
    await this.model.bulkWrite(operations, { ordered: true }).catch((error: unknown) => {
      // Two writers creating one new row at once (the demo seed and an event about the same project): one insert is
      // refused as a duplicate; the rows are then upserted by key, each finding its row.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return this.model.bulkWrite(
        rows.map(({ key, fields }) => ({ updateOne: { filter: this.filter(scope, { kind, key }) as never, update: { $set: setOf(fields) }, upsert: true } })),
        { ordered: true },
      );
    });
  }

  /**
   * Rows of things just created (a bulk takt write's new tasks): inserted without reading, as `putMany` would create
   * them. A row already there (an event heard twice) sends the rows through `putMany`.
   */
  async putNew(scope: TenantScope, kind: BiRowKind, place: BiRowPlace, rows: readonly BiRowWrite[], at = new Date()): Promise<void> {
    if (rows.length === 0) return;
    const companyId = companyIdOf(scope);
    const documents: BiRowDocument[] = rows.map(({ key, fields }) => ({ _id: new Types.ObjectId(), companyId, kind, key, projectId: place.projectId, scheduleId: place.scheduleId, row: fields, updatedAt: at, deleted: false, deletedAt: null }));
    try {
      await this.model.insertMany(documents, { ordered: false, lean: true });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      await this.putMany(scope, kind, place, rows, at);
    }
  }

  async remove(scope: TenantScope, kind: BiRowKind, keys: readonly string[], at = new Date()): Promise<void> {
    if (keys.length === 0) return;
    await this.tombstone(scope, { kind, key: { $in: [...keys] } }, at);
  }

  /**
   * `remove` for many rows at once (a bulk takt unassign): the live rows read once and written back whole as
   * tombstones, one delete and one insert. FerretDB writes each updated row on its own (about 20 ms a row), so
   * tombstoning 14,400 task rows by update kept the analytics service busy for minutes.
   */
  async removeMany(scope: TenantScope, kind: BiRowKind, keys: readonly string[], at = new Date()): Promise<void> {
    if (keys.length === 0) return;
    await this.tombstone(scope, { kind, key: { $in: [...keys] } }, at);
  }

  /** Every row of these kinds in a schedule: a schedule deleted. */
  async removeOfSchedule(scope: TenantScope, kinds: readonly BiRowKind[], scheduleId: string, at = new Date()): Promise<void> {
    await this.tombstone(scope, { kind: { $in: [...kinds] }, scheduleId }, at);
  }

  /** After the last chunk of a whole plan: the schedule's activities that version did not write are gone from the plan. */
  async removeActivitiesBefore(scope: TenantScope, scheduleId: string, planVersion: number, at = new Date()): Promise<void> {
    await this.tombstone(scope, { kind: 'activity', scheduleId, $or: [{ planVersion: { $lt: planVersion } }, { planVersion: { $exists: false } }] }, at);
  }

  /** The commitments of these tasks in one week, removed by a change of the week's plan. */
  async removeCommitmentsOfTasks(scope: TenantScope, scheduleId: string, weekStart: string, taskIds: readonly string[], at = new Date()): Promise<void> {
    if (taskIds.length === 0) return;
    await this.tombstone(scope, { kind: 'commitment', scheduleId, 'row.weekStart': weekStart, 'row.taskId': { $in: [...taskIds] } }, at);
  }

  /** A change that is not in the row itself (the schedule's baseline) still makes its rows changed for a refresh. */
  async touchActivitiesOfSchedule(scope: TenantScope, scheduleId: string, at = new Date()): Promise<void> {
    await this.rewriteLive(scope, { kind: 'activity', scheduleId }, { updatedAt: at });
  }

  private async tombstone(scope: TenantScope, filter: Record<string, unknown>, at: Date): Promise<void> {
    await this.rewriteLive(scope, filter, { deleted: true, deletedAt: at, updatedAt: at });
  }

  /**
   * The live rows matching, read once and written back whole with `patch`: one delete and one insert. FerretDB
   * writes each row an update matches on its own (about 20 ms a row), so touching a 10,000-activity schedule's rows
   * by update on a baseline activation kept the service's events waiting for minutes.
   */
  private async rewriteLive(scope: TenantScope, filter: Record<string, unknown>, patch: Partial<BiRowDocument>): Promise<void> {
    const rows = await this.findMany(scope, { ...filter, ...live });
    await this.replaceMany(
      scope,
      rows.map(({ companyId: _company, ...row }) => ({ ...row, ...patch })),
    );
  }
}
