import type { Model, RootFilterQuery, UpdateQuery, SortOrder } from 'mongoose';
import { scopedFilter, type TenantScope } from './tenant-scope';

export interface FindOptions {
  sort?: Record<string, SortOrder>;
  limit?: number;
  skip?: number;
}

/**
 * Base of every repository holding company data: each method takes the tenant scope as its first,
 * required argument, and returns plain objects (never mongoose documents).
 */
export abstract class TenantScopedRepository<TRecord extends { companyId: string }> {
  protected constructor(protected readonly model: Model<TRecord>) {}

  protected filter(scope: TenantScope, filter: RootFilterQuery<TRecord> = {}): RootFilterQuery<TRecord> {
    return scopedFilter(scope, filter as object);
  }

  async findMany(scope: TenantScope, filter: RootFilterQuery<TRecord> = {}, options: FindOptions = {}): Promise<TRecord[]> {
    let query = this.model.find(this.filter(scope, filter));
    if (options.sort !== undefined) query = query.sort(options.sort);
    if (options.skip !== undefined) query = query.skip(options.skip);
    if (options.limit !== undefined) query = query.limit(options.limit);
    return query.lean<TRecord[]>().exec();
  }

  async findOne(scope: TenantScope, filter: RootFilterQuery<TRecord>): Promise<TRecord | null> {
    return this.model.findOne(this.filter(scope, filter)).lean<TRecord>().exec();
  }

  async count(scope: TenantScope, filter: RootFilterQuery<TRecord> = {}): Promise<number> {
    return this.model.countDocuments(this.filter(scope, filter)).exec();
  }

  async insertOne(scope: TenantScope, record: Omit<TRecord, 'companyId'>): Promise<TRecord> {
    const created = await this.model.create({ ...record, companyId: scope.companyId });
    return created.toObject();
  }

  /** Returns the updated record, or null when nothing of this company matched. */
  async updateOne(scope: TenantScope, filter: RootFilterQuery<TRecord>, update: UpdateQuery<TRecord>): Promise<TRecord | null> {
    return this.model.findOneAndUpdate(this.filter(scope, filter), update, { new: true }).lean<TRecord>().exec();
  }

  async deleteOne(scope: TenantScope, filter: RootFilterQuery<TRecord>): Promise<boolean> {
    const result = await this.model.deleteOne(this.filter(scope, filter)).exec();
    return result.deletedCount > 0;
  }
}
