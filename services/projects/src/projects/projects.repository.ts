import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReadCache, type TenantScope } from '@tenon/service-kit';
import type { ProjectStage } from '@tenon/contracts';
import { toObjectId } from '../common/object-id';
import { PROJECT_MODEL, type ProjectDocument } from './project.schema';
import type { NewProject, ProjectRecord } from './project.record';

const HIDDEN_STAGE: ProjectStage = 'deleted';

@Injectable()
export class ProjectsRepository {
  constructor(
    @InjectModel(PROJECT_MODEL) private readonly projects: Model<ProjectDocument>,
    private readonly cache: ReadCache,
  ) {}

  /** The projects home's list (refetched every 60 s by every open home), hence cached until the company's next write. */
  async listActive(scope: TenantScope, projectIds?: readonly string[]): Promise<ProjectRecord[]> {
    const key = `projects:${projectIds === undefined ? '*' : [...projectIds].sort().join(',')}`;
    return this.cache.read(scope.companyId, key, () => this.queryActive(scope, projectIds));
  }

  private async queryActive(scope: TenantScope, projectIds?: readonly string[]): Promise<ProjectRecord[]> {
    const filter = {
      companyId: scope.companyId,
      stage: { $ne: HIDDEN_STAGE },
      ...(projectIds ? { _id: { $in: projectIds.map(toObjectId) } } : {}),
    };
    const docs = await this.projects.find(filter).sort({ name: 1 }).lean<ProjectDocument[]>();
    return docs.map(toRecord);
  }

  async findActive(scope: TenantScope, projectId: string): Promise<ProjectRecord | null> {
    // By id alone, the rest checked here: FerretDB's SQLite backend reads an `_id`-only filter by key and scans for any other.
    const doc = await this.projects.findOne({ _id: toObjectId(projectId) }).lean<ProjectDocument>();
    return doc !== null && doc.companyId === scope.companyId && doc.stage !== HIDDEN_STAGE ? toRecord(doc) : null;
  }

  /**
   * The one read that is not scoped to the caller's company: it tells "another company's project" (403)
   * from "no such project" (404) and returns nothing but the owner.
   */
  async ownerOf(projectId: string): Promise<{ companyId: string; deleted: boolean } | null> {
    const doc = await this.projects
      .findOne({ _id: toObjectId(projectId) }, { companyId: 1, stage: 1 })
      .lean<Pick<ProjectDocument, 'companyId' | 'stage'>>();
    return doc ? { companyId: doc.companyId, deleted: doc.stage === HIDDEN_STAGE } : null;
  }

  async create(scope: TenantScope, project: NewProject): Promise<ProjectRecord> {
    const { id, ...fields } = project;
    const doc = await this.projects.create({ ...fields, ...(id ? { _id: toObjectId(id) } : {}), companyId: scope.companyId });
    return toRecord(doc.toObject<ProjectDocument>());
  }

  /** Writes the given fields and answers the project after the change, or null when it is not a live project of the scope. */
  async update(scope: TenantScope, projectId: string, fields: Partial<NewProject>): Promise<ProjectRecord | null> {
    const doc = await this.projects
      .findOneAndUpdate(
        { _id: toObjectId(projectId), companyId: scope.companyId, stage: { $ne: HIDDEN_STAGE } },
        { $set: fields },
        { new: true },
      )
      .lean<ProjectDocument>();
    return doc ? toRecord(doc) : null;
  }

  /** Undoes a project whose creation failed half-way (FerretDB has no transactions). */
  async remove(scope: TenantScope, projectId: string): Promise<void> {
    await this.projects.deleteOne({ _id: toObjectId(projectId), companyId: scope.companyId });
  }

  async createTemplate(scope: TenantScope, project: NewProject & { id: string }): Promise<void> {
    const { id, ...fields } = project;
    await this.projects.create({ ...fields, _id: toObjectId(id), companyId: scope.companyId, isTemplate: true });
  }

  async countAll(scope: TenantScope): Promise<number> {
    return this.projects.countDocuments({ companyId: scope.companyId });
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
