import type { Schema } from 'mongoose';
import type { ReadCache } from './read-cache';

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

function companyOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const companyId = (value as { companyId?: unknown }).companyId;
  return typeof companyId === 'string' && companyId.length > 0 ? companyId : undefined;
}

/**
 * A mongoose plugin that bumps the read cache's version of the written company after every write, whatever
 * repository made it, so no write path can forget to. A write whose filter names no company drops all entries.
 * Post hooks are awaited by mongoose: the write's caller gets its answer only once the cache moved on.
 */
export function invalidateReadCacheOnWrite(cache: ReadCache): (schema: Schema) => void {
  return (schema) => {
    schema.post('save', async function (this: unknown) {
      await cache.invalidate(companyOf(this));
    });
    schema.post('insertMany', async function (_docs: unknown[]) {
      const companies = new Set((Array.isArray(_docs) ? _docs : [_docs]).map(companyOf));
      await Promise.all([...companies].map((companyId) => cache.invalidate(companyId)));
    });
    schema.post('bulkWrite', async function () {
      await cache.invalidate(undefined);
    });
    for (const operation of QUERY_WRITES) {
      schema.post(operation, async function (this: { getFilter(): unknown }) {
        await cache.invalidate(companyOf(this.getFilter()));
      });
    }
    schema.post('deleteOne', { document: true, query: false }, async function (this: unknown) {
      await cache.invalidate(companyOf(this));
    });
  };
}

/** The database a MongoDB connection string names (`mongodb://host:port,host2/name?options` gives `name`). */
export function databaseNameOf(uri: string): string {
  const afterHosts = uri.replace(/^mongodb(\+srv)?:\/\/[^/]*/, '');
  const name = afterHosts.replace(/^\//, '').split('?')[0] ?? '';
  return name === '' ? 'test' : decodeURIComponent(name);
}
