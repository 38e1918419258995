import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ReadCache, type TenantScope, TenantScopedRepository, toObjectId } from '@tenon/service-kit';
import type { ProjectStage } from '@tenon/contracts';
import { PROJECT_MODEL, type ProjectDocument } from './project.schema';
import type { NewProject, ProjectRecord } from './project.record';

const HIDDEN_STAGE: ProjectStage = 'deleted';

type NewProjectDocument = Omit<NewProject, 'id'> & { _id?: Types.ObjectId; isTemplate?: boolean };

@Injectable()
export class ProjectsRepository extends TenantScopedRepository<ProjectDocument, NewProjectDocument> {
  constructor(
    @InjectModel(PROJECT_MODEL) model: Model<ProjectDocument>,
    private readonly cache: ReadCache,
  ) {
    super(model);
  }

  /** The projects home's list (refetched every 60 s by every open home), hence cached until the company's next write. */
  async listActive(scope: TenantScope, projectIds?: readonly string[]): Promise<ProjectRecord[]> {
    const key = `projects:${projectIds === undefined ? '*' : [...projectIds].sort().join(',')}`;
    return this.cache.read(scope.companyId, key, () => this.queryActive(scope, projectIds));
  }

  private async queryActive(scope: TenantScope, projectIds?: readonly string[]): Promise<ProjectRecord[]> {
    const filter = { stage: { $ne: HIDDEN_STAGE }, ...(projectIds ? { _id: { $in: projectIds.map(toObjectId) } } : {}) };
    const docs = await this.findMany(scope, filter, { sort: { name: 1 } });
    return docs.map(toRecord);
  }

  async findActive(scope: TenantScope, projectId: string): Promise<ProjectRecord | null> {
    // By id alone, the rest checked here: FerretDB's SQLite backend reads an `_id`-only filter by key and scans for any other.
    const doc = await this.findById(scope, toObjectId(projectId));
    return doc !== null && doc.stage !== HIDDEN_STAGE ? toRecord(doc) : null;
  }

  /**
   * The one read that is not scoped to the caller's company: it tells "another company's project" (403)
   * from "no such project" (404) and returns nothing but the owner.
   */
  async ownerOf(projectId: string): Promise<{ companyId: string; deleted: boolean } | null> {
    const doc = await this.model
      .findOne({ _id: toObjectId(projectId) }, { companyId: 1, stage: 1 })
      .lean<Pick<ProjectDocument, 'companyId' | 'stage'>>();
    return doc ? { companyId: doc.companyId, deleted: doc.stage === HIDDEN_STAGE } : null;
  }

  async create(scope: TenantScope, project: NewProject): Promise<ProjectRecord> {
    const { id, ...fields } = project;
    return toRecord(await this.insertOne(scope, { ...fields, ...(id ? { _id: toObjectId(id) } : {}) }));
  }

  /** Writes the given fields and answers the project after the change, or null when it is not a live project of the scope. */
  async update(scope: TenantScope, projectId: string, fields: Partial<NewProject>): Promise<ProjectRecord | null> {
    const doc = await this.findOneAndUpdate(scope, { _id: toObjectId(projectId), stage: { $ne: HIDDEN_STAGE } }, { $set: fields });
    return doc ? toRecord(doc) : null;
  }

  /** Undoes a project whose creation failed half-way (FerretDB has no transactions). */
  async remove(scope: TenantScope, projectId: string): Promise<void> {
    await this.deleteOne(scope, { _id: toObjectId(projectId) });
  }

  async createTemplate(scope: TenantScope, project: NewProject & { id: string }): Promise<void> {
    const { id, ...fields } = project;
    await this.insertOne(scope, { ...fields, _id: toObjectId(id), isTemplate: true });
  }

  async countAll(scope: TenantScope): Promise<number> {
    return this.count(scope);
  }
}

function toRecord(doc: ProjectDocument): ProjectRecord {
  return {
    id: doc._id.toHexString(),
    companyId: doc.companyId,
    name: doc.name,
    image: doc.image ?? null,
    address: doc.address ?? '',
    stage: doc.stage as ProjectStage,
    country: doc.country,
    currency: doc.currency,
    budget: doc.budget,
    size: doc.size,
    sizetype: doc.sizetype,
    planificationDay: doc.planificationDay,
    type: doc.type,
    hoursPerDay: doc.hoursPerDay ?? 8,
    activityCriterion: doc.activityCriterion ?? 'duration',
    taskCriterion: doc.taskCriterion ?? 'duration',
    startDate: doc.startDate ?? null,
    finishDate: doc.finishDate ?? null,
    progress: doc.progress ?? 0,
  };
}
