import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { nameKeyOf, type Tag } from '@tenon/contracts';
import type { TenantScope } from '@tenon/service-kit';
import { toObjectId } from '../common/object-id';
import type { OwnedBy } from '../common/owner-check';
import { TAG_MODEL, type TagDocument } from './tag.schema';

@Injectable()
export class TagsRepository {
  constructor(@InjectModel(TAG_MODEL) private readonly tags: Model<TagDocument>) {}

  async list(scope: TenantScope, projectId: string): Promise<Tag[]> {
    const docs = await this.tags.find({ companyId: scope.companyId, projectId }).sort({ nameKey: 1 }).lean<TagDocument[]>();
    return docs.map(toView);
  }

  /** Throws the duplicate-key error (11000) when the project already has a tag of that name. */
  async create(scope: TenantScope, projectId: string, fields: { name: string; color: string | null }): Promise<Tag> {
    const doc = await this.tags.create({ ...fields, nameKey: nameKeyOf(fields.name), projectId, companyId: scope.companyId });
    return toView(doc.toObject<TagDocument>());
  }

  async update(scope: TenantScope, projectId: string, id: string, fields: { name?: string; color?: string | null }): Promise<Tag | null> {
    const set = { ...fields, ...(fields.name === undefined ? {} : { nameKey: nameKeyOf(fields.name) }) };
    const doc = await this.tags
      .findOneAndUpdate({ _id: toObjectId(id), companyId: scope.companyId, projectId }, { $set: set }, { new: true })
      .lean<TagDocument>();
    return doc ? toView(doc) : null;
  }

  async delete(scope: TenantScope, projectId: string, id: string): Promise<Tag | null> {
    const doc = await this.tags.findOneAndDelete({ _id: toObjectId(id), companyId: scope.companyId, projectId }).lean<TagDocument>();
    return doc ? toView(doc) : null;
  }

  /** Read without the tenant filter to tell another company's id (403) from an unknown one (404); answers only the owner. */
  async ownerOf(id: string): Promise<OwnedBy | null> {
    const doc = await this.tags.findOne({ _id: toObjectId(id) }, { companyId: 1, projectId: 1 }).lean<Pick<TagDocument, 'companyId' | 'projectId'>>();
    return doc ? { companyId: doc.companyId, projectId: doc.projectId } : null;
  }
}

function toView(doc: TagDocument): Tag {
  return { id: doc._id.toHexString(), projectId: doc.projectId, name: doc.name, color: doc.color ?? null };
}
