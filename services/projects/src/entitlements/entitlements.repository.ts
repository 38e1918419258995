import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReadCache, type TenantScope, TenantScopedRepository, toObjectId } from '@tenon/service-kit';
import { moduleKeySchema, type ModuleKey } from '@tenon/contracts';
import { ENTITLEMENT_MODEL, type EntitlementDocument } from './entitlement.schema';
import type { EntitlementSet } from './module-entitlements';

@Injectable()
export class EntitlementsRepository extends TenantScopedRepository<EntitlementDocument> {
  constructor(
    @InjectModel(ENTITLEMENT_MODEL) model: Model<EntitlementDocument>,
    private readonly cache: ReadCache,
  ) {
    super(model);
  }

  /**
   * The company-wide entitlement and those of the given projects. Asked by every module request (through the access
   * check), hence cached until the company's next write.
   */
  async forProjects(scope: TenantScope, projectIds: readonly string[]): Promise<EntitlementSet> {
    return this.cache.read(scope.companyId, `entitlements:${[...projectIds].sort().join(',')}`, () => this.query(scope, projectIds));
  }

  private async query(scope: TenantScope, projectIds: readonly string[]): Promise<EntitlementSet> {
    const docs = await this.findMany(scope, { projectId: { $in: [null, ...projectIds] } });
    const set: EntitlementSet = { company: null, projects: new Map() };
    for (const doc of docs) {
      const modules = doc.modules.filter((m): m is ModuleKey => moduleKeySchema.safeParse(m).success);
      if (doc.projectId === null || doc.projectId === undefined) set.company = modules;
      else set.projects.set(doc.projectId, modules);
    }
    return set;
  }

  async set(scope: TenantScope, projectId: string | null, modules: readonly ModuleKey[], id?: string): Promise<void> {
    await this.updateOne(
      scope,
      { projectId },
      { $set: { modules: [...modules] }, ...(id ? { $setOnInsert: { _id: toObjectId(id) } } : {}) },
      { upsert: true },
    );
  }
}
