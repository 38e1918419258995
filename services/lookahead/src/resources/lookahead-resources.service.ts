import { Injectable } from '@nestjs/common';
import type { AuthContext, LookaheadResourcesData, LookaheadResourcesReply } from '@tenon/contracts';
import { companyScope, ProjectAccessClient, ServiceError } from '@tenon/service-kit';
import { ActivityReadModelService } from '../activities/activity-read-model.service';
import { TasksRepository } from '../tasks/tasks.repository';
import { ResourceCatalogClient } from './resource-catalog.client';
import { resourcesWindowOf, resourcesWindowReplyOf } from './resources-window';

/** Spec part 3, 6: the resources screen is for AC and V; a subtrade (ACP) and SA are refused. */
const RESOURCES_CODES: ReadonlySet<string> = new Set(['AC', 'V']);

/** The resources screen (spec part 3, 2.3): what the window's tasks need of the schedule's resources. */
@Injectable()
export class LookaheadResourcesService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly readModel: ActivityReadModelService,
    private readonly tasks: TasksRepository,
    private readonly catalog: ResourceCatalogClient,
  ) {}

  async window(auth: AuthContext, request: LookaheadResourcesData): Promise<LookaheadResourcesReply> {
    await this.access.assertScheduleAccess(auth, request);
    if (!RESOURCES_CODES.has(auth.permissions?.['lookahead.resources'] ?? 'SA')) {
      throw new ServiceError('NO_PERMISSION', 'The lookahead resources are open to full access and view only', 403);
    }
    const scope = companyScope(auth.companyId);
    const [activities, tasks, catalog] = await Promise.all([
      this.readModel.activitiesOf(auth, request),
      this.tasks.listOfSchedule(scope, request.scheduleId),
      this.catalog.catalogOf(auth, request),
    ]);
    return resourcesWindowReplyOf({
      scheduleId: request.scheduleId,
      window: resourcesWindowOf(request.start, request.days),
      catalog,
      activities,
      tasks: tasks.map((task) => ({
        id: task._id.toHexString(),
        activityId: task.activityId,
        parentId: task.parentId ?? null,
        name: task.name,
        start: task.start,
        finish: task.finish,
        resources: task.resources ?? [],
      })),
    });
  }
}
