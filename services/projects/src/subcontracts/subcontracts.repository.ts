import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { nameKeyOf, type NamedListPage, type Subcontract } from '@tenon/contracts';
import { type TenantScope, TenantScopedRepository, toObjectId } from '@tenon/service-kit';
import { pageByNameKey } from '../common/name-pages';
import type { OwnedBy } from '../common/owner-check';
import { SUBCONTRACT_MODEL, type SubcontractDocument } from './subcontract.schema';

/** `projectId` null is the company's own list; a name is unique within one list (unique index, so races lose too). */
type NewSubcontractDocument = Pick<SubcontractDocument, 'projectId' | 'name' | 'nameKey' | 'image'>;

@Injectable()
export class SubcontractsRepository extends TenantScopedRepository<SubcontractDocument, NewSubcontractDocument> {
  constructor(@InjectModel(SUBCONTRACT_MODEL) model: Model<SubcontractDocument>) {
    super(model);
  }

  async list(scope: TenantScope, projectId: string | null, page: NamedListPage): Promise<{ subcontracts: Subcontract[]; nextCursor: string | null }> {
    const { docs, nextCursor } = await pageByNameKey((filter, options) => this.findMany(scope, { ...filter, projectId }, options), page);
    return { subcontracts: docs.map(toView), nextCursor };
  }

  async findInList(scope: TenantScope, projectId: string | null, id: string): Promise<Subcontract | null> {
    const doc = await this.findOne(scope, { _id: toObjectId(id), projectId });
    return doc === null ? null : toView(doc);
  }

  /** Throws the duplicate-key error (11000) when the name is taken in that list. */
  async create(scope: TenantScope, projectId: string | null, fields: { name: string; image: string | null }): Promise<Subcontract> {
    return toView(await this.insertOne(scope, { ...fields, nameKey: nameKeyOf(fields.name), projectId }));
  }

  async update(scope: TenantScope, id: string, fields: { name?: string; image?: string | null }): Promise<Subcontract | null> {
    const set = { ...fields, ...(fields.name === undefined ? {} : { nameKey: nameKeyOf(fields.name) }) };
    const doc = await this.findOneAndUpdate(scope, { _id: toObjectId(id) }, { $set: set });
    return doc ? toView(doc) : null;
  }

  async delete(scope: TenantScope, id: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: toObjectId(id) });
  }

  /** Read without the tenant filter to tell another company's id (403) from an unknown one (404); answers only the owner. */
  async ownerOf(id: string): Promise<OwnedBy | null> {
    const doc = await this.model.findOne({ _id: toObjectId(id) }, { companyId: 1, projectId: 1 }).lean<Pick<SubcontractDocument, 'companyId' | 'projectId'>>();
    return doc ? { companyId: doc.companyId, projectId: doc.projectId ?? null } : null;
  }
}

function toView(doc: SubcontractDocument): Subcontract {
  return { id: doc._id.toHexString(), companyId: doc.companyId, projectId: doc.projectId ?? null, name: doc.name, image: doc.image ?? null };
}
