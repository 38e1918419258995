import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { companyIdOf, TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { CNC_TYPE_MODEL, CNC_TYPE_SEED_MODEL, type CncTypeRecord, type CncTypeSeedRecord } from './cnc.schema';

export type NewCncType = Omit<CncTypeRecord, 'companyId' | 'createdAt' | 'updatedAt'>;

const DUPLICATE_KEY = 11000;
export const isDuplicateKey = (error: unknown): boolean => (error as { code?: unknown }).code === DUPLICATE_KEY;

@Injectable()
export class CncTypesRepository extends TenantScopedRepository<CncTypeRecord, NewCncType> {
  constructor(
    @InjectModel(CNC_TYPE_MODEL) model: Model<CncTypeRecord>,
    @InjectModel(CNC_TYPE_SEED_MODEL) private readonly seeds: Model<CncTypeSeedRecord>,
  ) {
    super(model);
  }

  async listOfProject(scope: TenantScope, projectId: string): Promise<CncTypeRecord[]> {
    return this.findMany(scope, { projectId }, { sort: { createdAt: 1, _id: 1 } });
  }

  async ofProject(scope: TenantScope, projectId: string, id: string): Promise<CncTypeRecord | null> {
    return this.findOne(scope, { _id: id, projectId });
  }

  async write(scope: TenantScope, projectId: string, id: string, fields: Pick<CncTypeRecord, 'name' | 'nameKey' | 'defaultKey'>): Promise<CncTypeRecord | null> {
    return this.findOneAndUpdate(scope, { _id: id, projectId }, { $set: fields });
  }

  async remove(scope: TenantScope, projectId: string, id: string): Promise<boolean> {
    return this.deleteOne(scope, { _id: id, projectId });
  }

  async wasSeeded(scope: TenantScope, projectId: string): Promise<boolean> {
    const seed = await this.seeds.findById(projectId, { companyId: 1 }).lean<CncTypeSeedRecord>().exec();
    return seed !== null && seed.companyId === companyIdOf(scope);
  }

  /**
   * Writes the defaults, then marks the project seeded. Two first readers at once both insert: the unique name index
   * keeps one of each, and both then read the same list.
   */
  async seed(scope: TenantScope, projectId: string, defaults: readonly NewCncType[]): Promise<void> {
    try {
      await this.insertMany(scope, defaults);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    try {
      await this.seeds.create({ _id: projectId, companyId: companyIdOf(scope) });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
