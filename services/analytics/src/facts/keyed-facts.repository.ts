import { createHash } from 'node:crypto';
import type { AnyBulkWriteOperation, Model } from 'mongoose';
import { companyIdOf, StampedCopies, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import type { FactStamps } from './fact-stamps';

/** A fact row's own fields: what a change writes, with the time of the change, and the schedule it belongs to. */
export interface FactFields {
  projectId: string;
  scheduleId: string;
  changedAt: string;
}

/**
 * One change of a fact, in the order heard: `put` writes the fields unless a later change was applied already
 * (`onInsert` only when the row is new); `removeAt` leaves a tombstone that keeps the deletion's time.
 */
export type FactChange<R extends FactFields> = { key: string; put: R; onInsert?: Partial<R> } | { key: string; removeAt: string };

interface StoredFact extends FactFields {
  deleted?: boolean | null;
  deletedAt?: Date | null;
  [field: string]: unknown;
}

const DUPLICATE_KEY = 11000;
/** Rows read at once while applying a batch: each read is by key, most of its time is the round trip. */
const READS_AT_ONCE = 16;
/** Schedules whose live facts of one kind are kept in memory at once; the least recently read goes first. */
const KEPT_SCHEDULES = 200;
/** The stored fields that are not the fact's own. */
const NOT_FACT_FIELDS = { _id: 0, companyId: 0, createdAt: 0, updatedAt: 0, deleted: 0, deletedAt: 0 } as const;

/**
 * A fact's `_id` comes from its company, kind and key. FerretDB's SQLite backend reads a filter naming `_id` through
 * its index and scans the collection for any other, so a change found by its natural key cost a scan of every fact
 * (0.8 s at 6,000 rows). The id is a string of 32 hex digits, which tells it from the ObjectIds of rows written before.
 */
export function factIdOf(kind: string, companyId: string, key: string): string {
  return createHash('sha256').update(`${kind}\u0000${companyId}\u0000${key}`).digest('hex').slice(0, 32);
}

async function mapAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Facts keyed by the thing they describe (a CNC, a roadblock), written from events: a batch of changes is folded in
 * memory, in order, over the rows as stored, and each row changed is written once. The outcome is the one the changes
 * applied one by one would give. Rows written before ids came from keys are found by their natural key and changed
 * one by one, as before.
 */
export abstract class KeyedFactsRepository<TDoc extends { companyId: string }, R extends FactFields> extends TenantScopedRepository<TDoc> {
  /**
   * Each schedule's live facts by key, as last read or written here: a figure read at 200 events a second read 6,000
   * rows from FerretDB each time (400–670 ms), which is most of the time from an event to its figure.
   */
  private readonly kept = new StampedCopies<Map<string, R>>(KEPT_SCHEDULES);

  protected constructor(
    model: Model<TDoc>,
    private readonly kind: string,
    private readonly stamps: FactStamps,
  ) {
    super(model);
  }

  /** The fact's key in a row (`cncId`). */
  protected abstract keyOf(row: R): string;

  /** The live facts of these schedules of the project: copies kept at the schedules' stamps, else read and kept. */
  protected async liveFactsOf(scope: TenantScope, projectId: string, scheduleIds: readonly string[]): Promise<R[]> {
    const lists = await Promise.all(
      [...new Set(scheduleIds)].map(async (scheduleId) => {
        const key = this.copyKey(scope, projectId, scheduleId);
        const stamp = await this.stamps.current(scope, this.stampOf(scheduleId));
        const held = this.kept.at(key, stamp);
        if (held !== undefined) return [...held.values()];
        const rows = await this.findMany<R>(scope, { projectId, scheduleId, deleted: { $ne: true } }, { projection: NOT_FACT_FIELDS });
        this.kept.keep(key, stamp, new Map(rows.map((row) => [this.keyOf(row), row])));
        return rows;
      }),
    );
    return lists.flat();
  }

  private stampOf(scheduleId: string): string {
    return `${this.kind}:${scheduleId}`;
  }

  private copyKey(scope: TenantScope, projectId: string, scheduleId: string): string {
    return `${companyIdOf(scope)}:${projectId}:${scheduleId}`;
  }

  /**
   * After rows of these schedules were written: each schedule's stamp raised, and its kept copy changed by the rows
   * written (all of them known) or forgotten (`rows` null: written by natural key, as the database left them).
   */
  private async wrote(scope: TenantScope, written: ReadonlyMap<string, { projectId: string; scheduleId: string; rows: StoredFact[] | null }>): Promise<void> {
    for (const { projectId, scheduleId, rows } of written.values()) {
      const raised = await this.stamps.raise(scope, this.stampOf(scheduleId));
      const apply =
        rows === null
          ? undefined
          : (copy: Map<string, R>) => {
              for (const row of rows) {
                const fact = factFieldsOf(row) as R;
                if (row.deleted === true) copy.delete(this.keyOf(fact));
                else copy.set(this.keyOf(fact), fact);
              }
              return copy;
            };
      this.kept.wrote(this.copyKey(scope, projectId, scheduleId), raised, apply);
    }
  }

  /** The change applied on its own by its natural key: rows written before ids came from keys. */
  protected abstract applyByNaturalKey(scope: TenantScope, change: FactChange<R>): Promise<void>;

  /** The fields naming a new row's key (`{ cncId }`), written with it. */
  protected abstract keyFields(key: string): Record<string, string>;

  async applyChanges(scope: TenantScope, changes: ReadonlyArray<FactChange<R>>): Promise<void> {
    if (changes.length === 0) return;
    const companyId = companyIdOf(scope);
    const keys = [...new Set(changes.map((change) => change.key))];
    const ids = new Map(keys.map((key) => [key, factIdOf(this.kind, companyId, key)]));
    // The driver's collection, not the model: mongoose would cast a string id to an ObjectId.
    const collection = this.model.collection;
    const stored = await mapAtMost(keys, READS_AT_ONCE, (key) => collection.findOne<StoredFact>({ _id: ids.get(key) as never }));
    const rows = new Map<string, StoredFact | null>(keys.map((key, index) => [key, stored[index] ?? null]));
    // A removal of a row not found by its id may be of a row written before ids came from keys: by natural key.
    const byNaturalKey = new Set(keys.filter((key) => rows.get(key) === null && !('put' in (changes.find((change) => change.key === key) as FactChange<R>))));
    const changed = new Set<string>();
    const now = new Date();
    for (const change of changes) {
      if (byNaturalKey.has(change.key)) continue;
      const row = rows.get(change.key) ?? null;
      if ('put' in change) {
        if (row === null) {
          const fields = { ...this.keyFields(change.key), ...change.onInsert, ...change.put } as FactFields;
          rows.set(change.key, { ...fields, changedAt: change.put.changedAt, deleted: false, deletedAt: null });
        } else if (row.changedAt <= change.put.changedAt) Object.assign(row, change.put);
        else continue;
      } else {
        if (row === null || row.deleted === true) continue;
        Object.assign(row, { deleted: true, deletedAt: now, changedAt: change.removeAt });
      }
      changed.add(change.key);
    }
    const written = [...changed];
    const operations = written.map((key): AnyBulkWriteOperation => {
      const { _id, createdAt, updatedAt, ...fields } = rows.get(key) as StoredFact;
      void _id;
      void updatedAt;
      return { updateOne: { filter: { _id: ids.get(key) }, update: { $set: { ...fields, companyId, updatedAt: now }, $setOnInsert: { createdAt: createdAt ?? now } }, upsert: true } };
    });
    const refused = operations.length === 0 ? [] : await collection.bulkWrite(operations as never, { ordered: false }).then(
      () => [] as number[],
      async (error: unknown) => {
        const failures = (error as { writeErrors?: Array<{ index: number; code?: number }> }).writeErrors;
        // A new row whose key a row written before ids came from keys holds: the unique key refuses it.
        if (failures !== undefined && failures.length > 0 && failures.every((failure) => failure.code === DUPLICATE_KEY)) return failures.map((failure) => failure.index);
        await this.forgetCopiesOf(scope, written.map((key) => rows.get(key) as StoredFact));
        throw error;
      },
    );
    for (const index of refused) byNaturalKey.add(written[index] as string);
    const schedules = new Map<string, { projectId: string; scheduleId: string; rows: StoredFact[] | null }>();
    const touch = (projectId: string, scheduleId: string, row: StoredFact | null) => {
      const key = `${projectId}:${scheduleId}`;
      const entry = schedules.get(key) ?? { projectId, scheduleId, rows: [] };
      if (row === null) entry.rows = null;
      else entry.rows?.push(row);
      schedules.set(key, entry);
    };
    for (const key of written) {
      const row = rows.get(key) as StoredFact;
      if (!byNaturalKey.has(key)) touch(row.projectId, row.scheduleId, row);
    }
    for (const change of changes) {
      if (!byNaturalKey.has(change.key)) continue;
      const place = 'put' in change ? change.put : await this.placeByNaturalKey(companyId, change.key);
      await this.applyByNaturalKey(scope, change);
      if (place !== null) touch(place.projectId, place.scheduleId, null);
    }
    await this.wrote(scope, schedules);
  }

  /** A bulk write that failed may have written some of its rows: their schedules' copies are forgotten. */
  private async forgetCopiesOf(scope: TenantScope, rows: readonly StoredFact[]): Promise<void> {
    const schedules = new Map(rows.map((row) => [`${row.projectId}:${row.scheduleId}`, { projectId: row.projectId, scheduleId: row.scheduleId, rows: null }]));
    await this.wrote(scope, schedules);
  }

  /** The schedule of a row written before ids came from keys, found by its natural key. */
  private async placeByNaturalKey(companyId: string, key: string): Promise<{ projectId: string; scheduleId: string } | null> {
    return this.model.collection.findOne<{ projectId: string; scheduleId: string }>({ companyId, ...this.keyFields(key) }, { projection: { _id: 0, projectId: 1, scheduleId: 1 } });
  }
}

/** A stored row's fact fields, without the storage's own. */
function factFieldsOf(row: StoredFact): FactFields {
  const { _id, companyId, createdAt, updatedAt, deleted, deletedAt, ...fact } = row;
  void [_id, companyId, createdAt, updatedAt, deleted, deletedAt];
  return fact;
}
