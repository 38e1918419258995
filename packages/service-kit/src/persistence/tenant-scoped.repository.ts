import type { Model, ProjectionType, RootFilterQuery, SortOrder, UpdateQuery } from 'mongoose';
import { companyIdOf, scopedFilter, type TenantScope } from './tenant-scope';

export interface FindOptions<TRecord> {
  sort?: Record<string, SortOrder>;
  limit?: number;
  skip?: number;
  /** Only these fields are read; name the shape read in the call (`findMany<Pick<…>>`). */
  projection?: ProjectionType<TRecord>;
}

/** What an update did, without reading the record back. */
export interface UpdateCounts {
  matched: number;
  modified: number;
  upserted: number;
}

type IdOf<TRecord> = TRecord extends { _id?: infer TId } ? Exclude<TId, undefined> : never;

const DUPLICATE_KEY = 11000;
const IDS_PER_DELETE = 250;

/**
 * Base of every repository holding company data: each method takes the tenant scope as its first,
 * required argument, and returns plain objects (never mongoose documents). A method named after a mongoose
 * operation sends that one command, with the company condition added last to its filter; `findById`, `replaceMany`
 * and `idsOutside` say what they send. `TNew` is what a caller inserts: the record without its company (which comes
 * from the scope), or a narrower shape when the schema fills in defaults.
 */
export abstract class TenantScopedRepository<TRecord extends { companyId: string }, TNew extends object = Omit<TRecord, 'companyId'>> {
  protected constructor(protected readonly model: Model<TRecord>) {}

  protected filter(scope: TenantScope, filter: RootFilterQuery<TRecord> = {}): RootFilterQuery<TRecord> {
    return scopedFilter(scope, filter as object);
  }

  async findMany<TResult = TRecord>(scope: TenantScope, filter: RootFilterQuery<TRecord> = {}, options: FindOptions<TRecord> = {}): Promise<TResult[]> {
    let query = this.model.find(this.filter(scope, filter), options.projection);
    if (options.sort !== undefined) query = query.sort(options.sort);
    if (options.skip !== undefined) query = query.skip(options.skip);
    if (options.limit !== undefined) query = query.limit(options.limit);
    return query.lean<TResult[]>().exec();
  }

  async findOne<TResult = TRecord>(
    scope: TenantScope,
    filter: RootFilterQuery<TRecord>,
    options: Pick<FindOptions<TRecord>, 'sort' | 'projection'> = {},
  ): Promise<TResult | null> {
    let query = this.model.findOne(this.filter(scope, filter), options.projection);
    if (options.sort !== undefined) query = query.sort(options.sort);
    return query.lean<TResult>().exec();
  }

  /**
   * The record with this `_id` when it is the company's, else null: another company's record answers as a missing one.
   */
  async findById(scope: TenantScope, id: IdOf<TRecord>): Promise<TRecord | null> {
    const companyId = companyIdOf(scope);
    const record = await this.model.findOne({ _id: id }).lean<TRecord>().exec();
    return record !== null && record.companyId === companyId ? record : null;
  }

  async exists(scope: TenantScope, filter: RootFilterQuery<TRecord>): Promise<boolean> {
    return (await this.model.exists(this.filter(scope, filter)).exec()) !== null;
  }

  async count(scope: TenantScope, filter: RootFilterQuery<TRecord> = {}): Promise<number> {
    return this.model.countDocuments(this.filter(scope, filter)).exec();
  }

  async insertOne(scope: TenantScope, record: TNew): Promise<TRecord> {
    const created = await this.model.create({ ...record, companyId: companyIdOf(scope) });
    return created.toObject();
  }

  /** One unordered bulk insert: a duplicate `_id` fails only its own row (the error still reaches the caller). */
  async insertMany(scope: TenantScope, records: readonly TNew[]): Promise<void> {
    if (records.length === 0) return;
    const companyId = companyIdOf(scope);
    await this.model.insertMany(
      records.map((record) => ({ ...record, companyId })),
      { ordered: false },
    );
  }

  /**
   * Writes records whole by `_id`: deletes of their ids, then one unordered bulk insert. FerretDB's SQLite backend
   * writes the records an update matches one at a time, so this costs a few statements where updates cost one per
   * record. The ids are deleted `IDS_PER_DELETE` at a time: FerretDB tests each row found against every id of the
   * `$in`, so 5,000 ids at once took 1.4 s and in chunks of 250 0.8 s.
   * An insert that finds its `_id` taken met a concurrent writer of the same records (the callers write records that
   * are the same for the same id, e.g. a journal applied twice), so that row is already what it should be.
   */
  async replaceMany(scope: TenantScope, records: ReadonlyArray<TNew & { _id: IdOf<TRecord> }>): Promise<void> {
    if (records.length === 0) return;
    for (let start = 0; start < records.length; start += IDS_PER_DELETE) {
      await this.deleteMany(scope, { _id: { $in: records.slice(start, start + IDS_PER_DELETE).map((record) => record._id) } });
    }
    try {
      await this.insertMany(scope, records);
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }

  /**
   * Which of these ids name a record of another company, or one whose fields differ from `within` (say another
   * schedule's): a write naming them is refused. Reads across companies by design, and only the ids.
   */
  async idsOutside(scope: TenantScope, ids: ReadonlyArray<IdOf<TRecord>>, within: Record<string, unknown> = {}): Promise<Array<IdOf<TRecord>>> {
    if (ids.length === 0) return [];
    const elsewhere = [{ companyId: { $ne: companyIdOf(scope) } }, ...Object.entries(within).map(([field, value]) => ({ [field]: { $ne: value } }))];
    const docs = await this.model
      .find({ _id: { $in: [...ids] }, $or: elsewhere } as RootFilterQuery<TRecord>, { _id: 1 })
      .lean<Array<{ _id: IdOf<TRecord> }>>()
      .exec();
    return docs.map((doc) => doc._id);
  }

  /** Updates the first record of this company that matches (or inserts one with `upsert`), without reading it back. */
  async updateOne(
    scope: TenantScope,
    filter: RootFilterQuery<TRecord>,
    update: UpdateQuery<TRecord>,
    options?: { upsert?: boolean },
  ): Promise<UpdateCounts> {
    const result = await this.model.updateOne(this.filter(scope, filter), update, options).exec();
    return { matched: result.matchedCount, modified: result.modifiedCount, upserted: result.upsertedCount };
  }

  /** Updates every record of this company that matches; answers how many changed. */
  async updateMany(scope: TenantScope, filter: RootFilterQuery<TRecord>, update: UpdateQuery<TRecord>): Promise<number> {
    const result = await this.model.updateMany(this.filter(scope, filter), update).exec();
    return result.modifiedCount;
  }

  /** Returns the updated record, or null when nothing of this company matched. */
  async findOneAndUpdate(scope: TenantScope, filter: RootFilterQuery<TRecord>, update: UpdateQuery<TRecord>): Promise<TRecord | null> {
    return this.model.findOneAndUpdate(this.filter(scope, filter), update, { new: true }).lean<TRecord>().exec();
  }

  /**
   * Updates the matching record of this company, or inserts it (from the filter's equalities, the company among
   * them, and the update), and returns it as stored.
   */
  async upsertOne(scope: TenantScope, filter: RootFilterQuery<TRecord>, update: UpdateQuery<TRecord>): Promise<TRecord> {
    const record = await this.model.findOneAndUpdate(this.filter(scope, filter), update, { upsert: true, new: true }).lean<TRecord>().exec();
    if (record === null) throw new Error('an upsert answered no record');
    return record;
  }

  async deleteOne(scope: TenantScope, filter: RootFilterQuery<TRecord>): Promise<boolean> {
    const result = await this.model.deleteOne(this.filter(scope, filter)).exec();
    return result.deletedCount > 0;
  }

  /** Returns how many records of this company were deleted. */
  async deleteMany(scope: TenantScope, filter: RootFilterQuery<TRecord>): Promise<number> {
    const result = await this.model.deleteMany(this.filter(scope, filter)).exec();
    return result.deletedCount;
  }
}
