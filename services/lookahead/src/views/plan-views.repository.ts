import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PlanViewSettings } from '@tenon/contracts';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { Types } from 'mongoose';
import { PLAN_VIEW_MODEL, type PlanViewDocument } from './plan-view.schema';

export type PlanViewRecord = Omit<PlanViewDocument, '_id' | 'companyId'> & { id: string };

const toRecord = (doc: PlanViewDocument): PlanViewRecord => ({
  id: doc._id.toHexString(),
  projectId: doc.projectId,
  scheduleId: doc.scheduleId,
  ownerId: doc.ownerId,
  name: doc.name ?? null,
  public: doc.public ?? false,
  settings: doc.settings,
  updatedAt: doc.updatedAt,
});

@Injectable()
export class PlanViewsRepository extends TenantScopedRepository<PlanViewDocument, Omit<PlanViewDocument, '_id' | 'companyId'>> {
  constructor(@InjectModel(PLAN_VIEW_MODEL) model: Model<PlanViewDocument>) {
    super(model);
  }

  /** The user's default view, their named views and the public ones of a schedule. */
  async visibleTo(scope: TenantScope, scheduleId: string, userId: string): Promise<PlanViewRecord[]> {
    const docs = await this.findMany(scope, { scheduleId, $or: [{ ownerId: userId }, { public: true }] });
    return docs.map(toRecord);
  }

  async find(scope: TenantScope, scheduleId: string, viewId: string): Promise<PlanViewRecord | null> {
    // By id alone, the rest checked here: FerretDB's SQLite backend reads an `_id`-only filter by key and scans for any other.
    const doc = await this.findById(scope, new Types.ObjectId(viewId));
    return doc === null || doc.scheduleId !== scheduleId ? null : toRecord(doc);
  }

  /** Created the first time, then updated: one default per user and schedule. */
  async saveDefault(scope: TenantScope, view: { projectId: string; scheduleId: string; ownerId: string; settings: PlanViewSettings }): Promise<PlanViewRecord> {
    const filter = { scheduleId: view.scheduleId, ownerId: view.ownerId, name: null };
    const doc = await this.upsertOne(scope, filter, { $set: { settings: view.settings, updatedAt: new Date() }, $setOnInsert: { projectId: view.projectId, public: false } });
    return toRecord(doc);
  }

  async create(scope: TenantScope, view: Omit<PlanViewRecord, 'id' | 'updatedAt'>): Promise<PlanViewRecord> {
    return toRecord(await this.insertOne(scope, { ...view, updatedAt: new Date() }));
  }

  async update(scope: TenantScope, viewId: string, changes: Partial<Pick<PlanViewRecord, 'name' | 'public' | 'settings'>>): Promise<PlanViewRecord | null> {
    const doc = await this.findOneAndUpdate(scope, { _id: new Types.ObjectId(viewId) }, { $set: { ...changes, updatedAt: new Date() } });
    return doc === null ? null : toRecord(doc);
  }

  async remove(scope: TenantScope, viewId: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: new Types.ObjectId(viewId) });
  }
}
