import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { GanttViewSettings } from '@tenon/contracts';
import type { TenantScope } from '@tenon/service-kit';
import { toObjectId } from '../common/object-id';
import { GANTT_VIEW_MODEL, type GanttViewDocument } from './gantt-view.schema';

export interface GanttViewRecord {
  id: string;
  projectId: string;
  scheduleId: string;
  ownerId: string;
  name: string | null;
  public: boolean;
  settings: GanttViewSettings;
  updatedAt: Date;
}

const toRecord = (doc: GanttViewDocument): GanttViewRecord => ({
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
export class GanttViewsRepository {
  constructor(@InjectModel(GANTT_VIEW_MODEL) private readonly views: Model<GanttViewDocument>) {}

  /** The user's default view, their named views and the public ones of a schedule. */
  async visibleTo(scope: TenantScope, scheduleId: string, userId: string): Promise<GanttViewRecord[]> {
    const docs = await this.views.find({ companyId: scope.companyId, scheduleId, $or: [{ ownerId: userId }, { public: true }] }).lean<GanttViewDocument[]>();
    return docs.map(toRecord);
  }

  async find(scope: TenantScope, scheduleId: string, viewId: string): Promise<GanttViewRecord | null> {
    const doc = await this.views.findOne({ _id: toObjectId(viewId) }).lean<GanttViewDocument>();
    return doc === null || doc.companyId !== scope.companyId || doc.scheduleId !== scheduleId ? null : toRecord(doc);
  }

  /** Created the first time, then updated: one default per user and schedule. */
  async saveDefault(scope: TenantScope, view: { projectId: string; scheduleId: string; ownerId: string; settings: GanttViewSettings }): Promise<GanttViewRecord> {
    const filter = { companyId: scope.companyId, scheduleId: view.scheduleId, ownerId: view.ownerId, name: null };
    const doc = await this.views
      .findOneAndUpdate(filter, { $set: { settings: view.settings, updatedAt: new Date() }, $setOnInsert: { projectId: view.projectId, public: false } }, { upsert: true, new: true })
      .lean<GanttViewDocument>();
    return toRecord(doc);
  }

  async create(scope: TenantScope, view: Omit<GanttViewRecord, 'id' | 'updatedAt'>): Promise<GanttViewRecord> {
    const doc = await this.views.create({ ...view, companyId: scope.companyId, updatedAt: new Date() });
    return toRecord(doc.toObject());
  }

  async update(scope: TenantScope, viewId: string, changes: Partial<Pick<GanttViewRecord, 'name' | 'public' | 'settings'>>): Promise<GanttViewRecord | null> {
    const doc = await this.views
      .findOneAndUpdate({ _id: toObjectId(viewId), companyId: scope.companyId }, { $set: { ...changes, updatedAt: new Date() } }, { new: true })
      .lean<GanttViewDocument>();
    return doc === null ? null : toRecord(doc);
  }

  async remove(scope: TenantScope, viewId: string): Promise<boolean> {
    const result = await this.views.deleteOne({ _id: toObjectId(viewId), companyId: scope.companyId });
    return result.deletedCount > 0;
  }
}
