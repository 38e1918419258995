import { Types, type Model } from 'mongoose';
import { TenantScopedRepository } from '../persistence/tenant-scoped.repository';
import type { TenantScope } from '../persistence/tenant-scope';
import type { SavedViewDocument } from './saved-view.schema';

export type SavedViewRecord<Settings> = Omit<SavedViewDocument<Settings>, '_id' | 'companyId'> & { id: string };

const toRecord = <Settings>(doc: SavedViewDocument<Settings>): SavedViewRecord<Settings> => ({
  id: doc._id.toHexString(),
  projectId: doc.projectId,
  scheduleId: doc.scheduleId,
  ownerId: doc.ownerId,
  name: doc.name ?? null,
  public: doc.public ?? false,
  settings: doc.settings,
  updatedAt: doc.updatedAt,
});

/** A screen's saved views; each service makes an injectable subclass over its own model. */
export class SavedViewsRepository<Settings> extends TenantScopedRepository<SavedViewDocument<Settings>, Omit<SavedViewDocument<Settings>, '_id' | 'companyId'>> {
  constructor(model: Model<SavedViewDocument<Settings>>) {
    super(model);
  }

  /** The user's default view, their named views and the public ones of a schedule. */
  async visibleTo(scope: TenantScope, scheduleId: string, userId: string): Promise<SavedViewRecord<Settings>[]> {
    const docs = await this.findMany(scope, { scheduleId, $or: [{ ownerId: userId }, { public: true }] });
    return docs.map(toRecord);
  }

  async find(scope: TenantScope, scheduleId: string, viewId: string): Promise<SavedViewRecord<Settings> | null> {
    // By id alone, the rest checked here: FerretDB's SQLite backend reads an `_id`-only filter by key and scans for any other.
    const doc = await this.findById(scope, new Types.ObjectId(viewId));
    return doc === null || doc.scheduleId !== scheduleId ? null : toRecord(doc);
  }

  /** Created the first time, then updated: one default per user and schedule. */
  async saveDefault(scope: TenantScope, view: { projectId: string; scheduleId: string; ownerId: string; settings: Settings }): Promise<SavedViewRecord<Settings>> {
    const filter = { scheduleId: view.scheduleId, ownerId: view.ownerId, name: null };
    const doc = await this.upsertOne(scope, filter, { $set: { settings: view.settings, updatedAt: new Date() }, $setOnInsert: { projectId: view.projectId, public: false } });
    return toRecord(doc);
  }

  async create(scope: TenantScope, view: Omit<SavedViewRecord<Settings>, 'id' | 'updatedAt'>): Promise<SavedViewRecord<Settings>> {
    return toRecord(await this.insertOne(scope, { ...view, updatedAt: new Date() }));
  }

  async update(scope: TenantScope, viewId: string, changes: Partial<Pick<SavedViewRecord<Settings>, 'name' | 'public' | 'settings'>>): Promise<SavedViewRecord<Settings> | null> {
    const doc = await this.findOneAndUpdate(scope, { _id: new Types.ObjectId(viewId) }, { $set: { ...changes, updatedAt: new Date() } });
    return doc === null ? null : toRecord(doc);
  }

  async remove(scope: TenantScope, viewId: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: new Types.ObjectId(viewId) });
  }
}
