import { createHash } from 'node:crypto';
import type { AnyBulkWriteOperation, Model } from 'mongoose';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';

/** A fact row's own fields: what a change writes, with the time of the change. */
export interface FactFields {
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
  protected constructor(
    model: Model<TDoc>,
    private readonly kind: string,
  ) {
    super(model);
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
      (error: unknown) => {
        const failures = (error as { writeErrors?: Array<{ index: number; code?: number }> }).writeErrors;
        // A new row whose key a row written before ids came from keys holds: the unique key refuses it.
        if (failures === undefined || failures.length === 0 || failures.some((failure) => failure.code !== DUPLICATE_KEY)) throw error;
        return failures.map((failure) => failure.index);
      },
    );
    for (const index of refused) byNaturalKey.add(written[index] as string);
    for (const change of changes) if (byNaturalKey.has(change.key)) await this.applyByNaturalKey(scope, change);
  }
}
