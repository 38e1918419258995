import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  type AssignResourceRequest,
  type AuthContext,
  type CreateResourceRequest,
  type DeleteResourceRequest,
  type ListResourcesReply,
  type ListResourcesRequest,
  type ResourceCatalogReply,
  type ResourceCatalogRequest,
  type PlanActivity,
  type ScheduleScope,
  type ScheduleResource,
  type UpdateResourceRequest,
} from '@tenon/contracts';
import { assertPermission, companyScope, notFound, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { PlanStore } from '../plan/plan.store';
import type { ResourceRecord } from './resource.schema';
import { usedQuantity } from './resource-usage';
import { ResourcesRepository } from './resources.repository';

/** The resource as the grid shows it: assignments of activities still in the plan, named, and what they use. */
function toResource(record: ResourceRecord, activities: ReadonlyMap<string, PlanActivity>): ScheduleResource {
  const assignments = record.assignments.flatMap((assignment) => {
    const activity = activities.get(assignment.activityId);
    return activity === undefined ? [] : [{ activityId: activity.id, activityName: activity.name, correlativeId: activity.correlativeId, quantity: assignment.quantity }];
  });
  assignments.sort((a, b) => a.correlativeId - b.correlativeId);
  return { id: record._id, scheduleId: record.scheduleId, name: record.name, type: record.type, unitLabel: record.unitLabel, total: record.total, used: usedQuantity(assignments), assignments };
}

/**
 * A schedule's resources (spec 2.6): listed with what their activities use; created, changed, deleted and assigned by
 * whoever has the resources section at AC. More may be assigned than the total: the spec does not refuse it, and the
 * grid shows the overrun.
 */
@Injectable()
export class ResourcesService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly plans: PlanStore,
    private readonly resources: ResourcesRepository,
  ) {}

  async list(auth: AuthContext, request: ListResourcesRequest): Promise<ListResourcesReply> {
    const scope = await this.allowed(auth, request, 'V');
    const [records, rows] = await Promise.all([this.resources.listOfSchedule(scope, request.scheduleId), this.plans.rows(scope, request.scheduleId)]);
    return { resources: records.map((record) => toResource(record, rows.activities)) };
  }

  /**
   * The names and units of the schedule's resources for the lookahead's tasks, to any member of the schedule: the
   * lookahead decides who sees its resources screen (spec part 3, 6), and quantities are not part of it.
   */
  async catalog(auth: AuthContext, request: ResourceCatalogRequest): Promise<ResourceCatalogReply> {
    await this.access.assertScheduleAccess(auth, request);
    const records = await this.resources.listOfSchedule(companyScope(auth.companyId), request.scheduleId);
    return { resources: records.map((record) => ({ id: record._id, name: record.name, type: record.type, unitLabel: record.unitLabel })) };
  }

  async create(auth: AuthContext, request: CreateResourceRequest): Promise<ScheduleResource> {
    const scope = await this.allowed(auth, request, 'AC');
    const record = await this.resources.insertOne(scope, {
      _id: new Types.ObjectId().toHexString(),
      scheduleId: request.scheduleId,
      name: request.name,
      type: request.type,
      unitLabel: request.unitLabel,
      total: request.total,
      assignments: [],
      revision: 0,
    });
    return toResource(record, new Map());
  }

  async update(auth: AuthContext, request: UpdateResourceRequest): Promise<ScheduleResource> {
    const scope = await this.allowed(auth, request, 'AC');
    const changed = await this.resources.change(scope, request.scheduleId, request.resourceId, { name: request.name, type: request.type, unitLabel: request.unitLabel, total: request.total });
    if (changed === null) throw notFound('Resource');
    return toResource(changed, (await this.plans.rows(scope, request.scheduleId)).activities);
  }

  async delete(auth: AuthContext, request: DeleteResourceRequest): Promise<{ deleted: true }> {
    const scope = await this.allowed(auth, request, 'AC');
    if (!(await this.resources.remove(scope, request.scheduleId, request.resourceId))) throw notFound('Resource');
    return { deleted: true };
  }

  async assign(auth: AuthContext, request: AssignResourceRequest): Promise<ScheduleResource> {
    const scope = await this.allowed(auth, request, 'AC');
    const rows = await this.plans.rows(scope, request.scheduleId);
    const activity = rows.activities.get(request.activityId);
    // Another schedule's or company's activity does not exist for this request.
    if (activity === undefined) throw notFound('Activity');
    if (activity.kind === 'summary') throw new ServiceError('RESOURCE_ON_SUMMARY', 'Resources are assigned to the activities under a summary, not to the summary', 400);
    if ((await this.resources.findInSchedule(scope, request.scheduleId, request.resourceId)) === null) throw notFound('Resource');
    const assigned = await this.resources.assign(scope, request.scheduleId, request.resourceId, request.activityId, request.quantity);
    if (assigned === null) throw notFound('Resource');
    return toResource(assigned, rows.activities);
  }

  /** The schedule is the caller's company's and they are a member; then their resources code must reach `min`. */
  private async allowed(auth: AuthContext, where: ScheduleScope, min: 'AC' | 'V'): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertPermission(auth, [['masterplan.resources', min]], min === 'AC' ? 'Changing resources needs full access to them' : 'You cannot see the resources of this schedule');
    return companyScope(auth.companyId);
  }
}
