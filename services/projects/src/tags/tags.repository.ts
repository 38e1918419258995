import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { nameKeyOf, type NamedListPage, type Tag } from '@tenon/contracts';
import { type TenantScope, TenantScopedRepository, toObjectId } from '@tenon/service-kit';
import { pageByNameKey } from '../common/name-pages';
import type { OwnedBy } from '../common/owner-check';
import { TAG_MODEL, type TagDocument } from './tag.schema';

type NewTagDocument = Pick<TagDocument, 'projectId' | 'name' | 'nameKey' | 'color'>;

@Injectable()
export class TagsRepository extends TenantScopedRepository<TagDocument, NewTagDocument> {
  constructor(@InjectModel(TAG_MODEL) model: Model<TagDocument>) {
    super(model);
  }

  async list(scope: TenantScope, projectId: string, page: NamedListPage): Promise<{ tags: Tag[]; nextCursor: string | null }> {
    const { docs, nextCursor } = await pageByNameKey((filter, options) => this.findMany(scope, { ...filter, projectId }, options), page);
    return { tags: docs.map(toView), nextCursor };
  }

  /** Throws the duplicate-key error (11000) when the project already has a tag of that name. */
  async create(scope: TenantScope, projectId: string, fields: { name: string; color: string | null }): Promise<Tag> {
    return toView(await this.insertOne(scope, { ...fields, nameKey: nameKeyOf(fields.name), projectId }));
  }

  async update(scope: TenantScope, projectId: string, id: string, fields: { name?: string; color?: string | null }): Promise<Tag | null> {
    const set = { ...fields, ...(fields.name === undefined ? {} : { nameKey: nameKeyOf(fields.name) }) };
    const doc = await this.findOneAndUpdate(scope, { _id: toObjectId(id), projectId }, { $set: set });
    return doc ? toView(doc) : null;
  }

  async delete(scope: TenantScope, projectId: string, id: string): Promise<Tag | null> {
    // The deleted tag is answered (the deletion event announces it), hence findOneAndDelete rather than deleteOne.
    const doc = await this.model.findOneAndDelete(this.filter(scope, { _id: toObjectId(id), projectId })).lean<TagDocument>().exec();
    return doc ? toView(doc) : null;
  }

  /** Read without the tenant filter to tell another company's id (403) from an unknown one (404); answers only the owner. */
  async ownerOf(id: string): Promise<OwnedBy | null> {
    const doc = await this.model.findOne({ _id: toObjectId(id) }, { companyId: 1, projectId: 1 }).lean<Pick<TagDocument, 'companyId' | 'projectId'>>();
    return doc ? { companyId: doc.companyId, projectId: doc.projectId } : null;
  }
}

function toView(doc: TagDocument): Tag {
  return { id: doc._id.toHexString(), projectId: doc.projectId, name: doc.name, color: doc.color ?? null };
}
