import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthContext, PlanActivity } from '@tenon/contracts';
import { getProcessLogger, ServiceError, type TenantScope } from '@tenon/service-kit';
import { ProjectsClient } from '../common/projects.client';
import { ResourcesRepository } from '../resources/resources.repository';
import type { ImportedResource } from './codes-resources-mapping';

/** A name as the projects service compares tag names: trimmed, single spaces, lower case. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The activities with each tag spelled as the project already has it ("area: level 3" stays the project's "Area: Level 3"). */
export function inProjectSpelling(activities: readonly PlanActivity[], projectNames: ReadonlyMap<string, string>): PlanActivity[] {
  return activities.map((activity) =>
    activity.tags.length === 0 ? activity : { ...activity, tags: [...new Set(activity.tags.map((tag) => projectNames.get(nameKey(tag)) ?? tag))] },
  );
}

/**
 * What an import adds beside the plan rows: the project tags its codes became and the schedule resources its assignments
 * name. Both are matched by name to what exists, so importing again adds no second "Trade: Electrical" or crane.
 */
@Injectable()
export class ImportedTagsAndResources {
  constructor(
    private readonly projects: ProjectsClient,
    private readonly resources: ResourcesRepository,
  ) {}

  /** The project's tag names by their key, read before the plan is saved so the rows use the project's spelling. */
  async projectTagNames(auth: AuthContext, projectId: string, wanted: readonly string[]): Promise<Map<string, string>> {
    if (wanted.length === 0) return new Map();
    const tags = await this.projects.tagsOf(auth, projectId);
    return new Map(tags.map((tag) => [nameKey(tag.name), tag.name]));
  }

  /**
   * Creates the tags the project lacks and the resources the schedule lacks, and sets the imported activities' quantities.
   * Runs once the plan is saved: the rows already carry their tags, so a failure here is logged, not answered as a failed import.
   */
  async addAfterSave(auth: AuthContext, scope: TenantScope, target: { projectId: string; scheduleId: string }, tags: readonly string[], known: ReadonlyMap<string, string>, resources: readonly ImportedResource[]): Promise<void> {
    try {
      await this.addMissingTags(auth, target.projectId, tags, known);
      await this.addResources(scope, target.scheduleId, resources);
    } catch (error) {
      getProcessLogger().error({ err: error, scheduleId: target.scheduleId }, 'tags or resources of an import not added');
    }
  }

  private async addMissingTags(auth: AuthContext, projectId: string, tags: readonly string[], known: ReadonlyMap<string, string>): Promise<void> {
    const seen = new Set(known.keys());
    for (const tag of tags) {
      const key = nameKey(tag);
      if (seen.has(key)) continue;
      seen.add(key);
      try {
        await this.projects.createTag(auth, projectId, tag);
      } catch (error) {
        // Someone created it meanwhile: the tag is there, which is all the import needs.
        if (!(error instanceof ServiceError && error.code === 'NAME_TAKEN')) throw error;
      }
    }
  }

  private async addResources(scope: TenantScope, scheduleId: string, resources: readonly ImportedResource[]): Promise<void> {
    if (resources.length === 0) return;
    const existing = new Map((await this.resources.listOfSchedule(scope, scheduleId)).map((record) => [nameKey(record.name), record]));
    for (const resource of resources) {
      const record = existing.get(nameKey(resource.name));
      if (record === undefined) {
        await this.resources.insertOne(scope, { _id: new Types.ObjectId().toHexString(), scheduleId, ...resource, revision: 0 });
        continue;
      }
      for (const { activityId, quantity } of resource.assignments) await this.resources.assign(scope, scheduleId, record._id, activityId, quantity);
    }
  }
}
