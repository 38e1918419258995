import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { BiRow } from '@tenon/contracts';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { factIdOf } from '../facts/keyed-facts.repository';
import { oncePerDatabase } from '../facts/once-per-database';
import { BI_ROW_MODEL, type BiRowDocument, type BiRowKind } from './bi-row.schema';

/** A BI row's id: from its company, kind and key, so an event finds its row by `_id`. */
export function biRowIdOf(companyId: string, kind: BiRowKind, key: string): string {
  return factIdOf(`bi:${kind}`, companyId, key);
}

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
const KEYED_MARKER = 'bi-rows-keyed';

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
   * `put` for many rows of one place in one round trip: a batch of tasks is one write, not one each. A row put again
   * after its deletion is live again.
   *
   * Each row is upserted by its id, which comes from its key (`biRowIdOf`): FerretDB reads a filter naming `_id`
   * through its index and scans the collection for any other, so finding the rows by kind and key cost a scan of every
   * BI row of every company per event (3.8 s at 30,000 rows; an upsert by id takes 2 ms).
   */
  async putMany(scope: TenantScope, kind: BiRowKind, place: BiRowPlace, rows: readonly BiRowWrite[], at = new Date()): Promise<void> {
    if (rows.length === 0) return;
    const companyId = companyIdOf(scope);
    const operations = rows.map(({ key, fields }) => {
      const set: Record<string, unknown> = { updatedAt: at, deleted: false, deletedAt: null };
      const onInsert: Record<string, unknown> = { companyId, kind, key };
      if (place.projectId !== null) set.projectId = place.projectId;
      else onInsert.projectId = null;
      if (place.scheduleId !== null) set.scheduleId = place.scheduleId;
      else onInsert.scheduleId = null;
      const entries = Object.entries(fields);
      for (const [field, value] of entries) set[`row.${field}`] = value;
      if (entries.length === 0) onInsert.row = {};
      return { updateOne: { filter: { _id: biRowIdOf(companyId, kind, key) }, update: { $set: set, $setOnInsert: onInsert }, upsert: true } };
    });
    // The driver's collection: the rows' ids are given, and an ordered write lands the same new row twice on itself.
    const write = (): Promise<unknown> => this.model.collection.bulkWrite(operations as never, { ordered: true });
    // Two writers creating one new row at once (the demo seed and an event about the same project): one insert is
    // refused as a duplicate, and written again it finds the row.
    await write().catch((error: unknown) => {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return write();
    });
  }

  /** Sets these fields of a live row, found by its id; a row that is not there (or deleted) stays as it is. */
  async patchLive(scope: TenantScope, kind: BiRowKind, key: string, fields: Partial<BiRow>, at = new Date()): Promise<void> {
    const set: Record<string, unknown> = { updatedAt: at };
    for (const [field, value] of Object.entries(fields)) set[`row.${field}`] = value;
    await this.model.collection.updateOne({ _id: biRowIdOf(companyIdOf(scope), kind, key), ...live } as never, { $set: set });
  }

  /**
   * Rows of things just created (a bulk takt write's new tasks): inserted without reading, as `putMany` would create
   * them. A row already there (an event heard twice) sends the rows through `putMany`.
   */
  async putNew(scope: TenantScope, kind: BiRowKind, place: BiRowPlace, rows: readonly BiRowWrite[], at = new Date()): Promise<void> {
    if (rows.length === 0) return;
    const companyId = companyIdOf(scope);
    const documents: BiRowDocument[] = rows.map(({ key, fields }) => ({ _id: biRowIdOf(companyId, kind, key), companyId, kind, key, projectId: place.projectId, scheduleId: place.scheduleId, row: fields, updatedAt: at, deleted: false, deletedAt: null }));
    try {
      await this.model.collection.insertMany(documents as never, { ordered: false });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      await this.putMany(scope, kind, place, rows, at);
    }
  }

  /** Tombstones of these rows, found by their ids: many at once (a bulk takt unassign) are read and written together. */
  async remove(scope: TenantScope, kind: BiRowKind, keys: readonly string[], at = new Date()): Promise<void> {
    if (keys.length === 0) return;
    const companyId = companyIdOf(scope);
    await this.tombstone(scope, { _id: { $in: keys.map((key) => biRowIdOf(companyId, kind, key)) } }, at);
  }

  /**
   * `keyLegacyRows` once per database: a marker remembers it was done, so a start does not scan every BI row again
   * (FerretDB reads `_id: {$type: …}` by a scan).
   */
  keyLegacyRowsOnce(): Promise<number> {
    return oncePerDatabase(this.model.db, KEYED_MARKER, () => this.keyLegacyRows());
  }

  /**
   * Rows written before ids came from keys get their keyed id, a chunk at a time, before any event is heard: every
   * company's rows, so this reads across companies by design. Answers how many rows were keyed. The old rows go before
   * their keyed copies are written (the company, kind and key are unique): a stop in between loses that chunk until the
   * read model is rebuilt from the topics.
   */
  async keyLegacyRows(chunk = 2000): Promise<number> {
    const collection = this.model.collection;
    let keyed = 0;
    for (;;) {
      const legacy = await collection.find<BiRowDocument>({ _id: { $type: 'objectId' } } as never).limit(chunk).toArray();
      if (legacy.length === 0) return keyed;
      await collection.deleteMany({ _id: { $in: legacy.map((row) => row._id) } } as never);
      await collection
        .insertMany(
          legacy.map((row) => ({ ...row, _id: biRowIdOf(row.companyId, row.kind, row.key) })) as never,
          { ordered: false },
        )
        .catch((error: unknown) => {
          if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        });
      keyed += legacy.length;
    }
  }

  /** Every row of these kinds in a schedule: a schedule deleted. */
  async removeOfSchedule(scope: TenantScope, kinds: readonly BiRowKind[], scheduleId: string, at = new Date()): Promise<void> {
    await this.tombstone(scope, { kind: { $in: [...kinds] }, scheduleId }, at);
  }

  /** The commitments of these tasks in one week, removed by a change of the week's plan. */
  async removeCommitmentsOfTasks(scope: TenantScope, scheduleId: string, weekStart: string, taskIds: readonly string[], at = new Date()): Promise<void> {
    if (taskIds.length === 0) return;
    await this.tombstone(scope, { kind: 'commitment', scheduleId, 'row.weekStart': weekStart, 'row.taskId': { $in: [...taskIds] } }, at);
  }

  private async tombstone(scope: TenantScope, filter: Record<string, unknown>, at: Date): Promise<void> {
    await this.rewriteLive(scope, filter, { deleted: true, deletedAt: at, updatedAt: at });
  }

  /**
   * The live rows matching, read once and written back whole with `patch`: deletes by id and one insert. FerretDB
   * writes each row an update matches on its own (14 s for 10,000 rows, where deleting and inserting 1,000 rows take
   * 0.2 s each).
   */
  private async rewriteLive(scope: TenantScope, filter: Record<string, unknown>, patch: Partial<BiRowDocument>): Promise<void> {
    const rows = await this.findMany(scope, { ...filter, ...live });
    await this.replaceMany(
      scope,
      rows.map(({ companyId: _company, ...row }) => ({ ...row, ...patch })),
    );
  }
}
