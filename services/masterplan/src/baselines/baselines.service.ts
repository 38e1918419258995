import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  BASELINE_HOURS_PER_DAY,
  BASELINE_HOURS_PER_WEEK,
  masterplanEvents,
  type ActivateBaselineRequest,
  type AuthContext,
  type BaselineReply,
  type BaselineSavedEvent,
  type BaselineSummary,
  type ListBaselinesReply,
  type ListBaselinesRequest,
  type ReadBaselineRequest,
  type RenameBaselineRequest,
  type RequiredPermissionCode,
  type SaveBaselineRequest,
  type ScheduleScope,
} from '@tenon/contracts';
import { assertPermission, companyScope, EventPublisher, getProcessLogger, notFound, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { PlanStore } from '../plan/plan.store';
import { BaselineActivatedPublisher } from './baseline-activated.publisher';
import { baselineFinish, isPickRefusal, pickBaselinePoints } from './baseline-points';
import type { BaselineRecord } from './baseline.schema';
import { BaselinesRepository } from './baselines.repository';

const toSummary = (record: BaselineRecord): BaselineSummary => ({
  id: record._id,
  scheduleId: record.scheduleId,
  name: record.name,
  description: record.description,
  saveOption: record.saveOption,
  createdAt: new Date(record.createdAt).toISOString(),
  creatorId: record.creatorId,
  active: record.active,
  visible: record.visible,
  pointCount: record.pointCount,
  hoursPerDay: BASELINE_HOURS_PER_DAY,
  hoursPerWeek: BASELINE_HOURS_PER_WEEK,
});

const activatedHead = (companyId: string, projectId: string, record: BaselineRecord) => ({
  companyId,
  projectId,
  scheduleId: record.scheduleId,
  baselineId: record._id,
  name: record.name,
});

/** A schedule's baselines (spec 2: 3, 4, 8): saved from the plan with one of four options, listed, renamed, activated. */
@Injectable()
export class BaselinesService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly plans: PlanStore,
    private readonly baselines: BaselinesRepository,
    private readonly events: EventPublisher,
    private readonly activatedEvents: BaselineActivatedPublisher,
  ) {}

  async list(auth: AuthContext, request: ListBaselinesRequest): Promise<ListBaselinesReply> {
    const scope = await this.allowed(auth, request, 'V');
    return { baselines: (await this.baselines.listOfSchedule(scope, request.scheduleId)).map(toSummary) };
  }

  async read(auth: AuthContext, request: ReadBaselineRequest): Promise<BaselineReply> {
    const scope = await this.allowed(auth, request, 'V');
    const baseline = await this.own(scope, request.scheduleId, request.baselineId);
    return { ...toSummary(baseline), points: await this.baselines.points(scope, baseline) };
  }

  async save(auth: AuthContext, request: SaveBaselineRequest): Promise<BaselineSummary> {
    const scope = await this.allowed(auth, request, 'AC');
    const [rows, existing] = await Promise.all([this.plans.rows(scope, request.scheduleId), this.baselines.listOfSchedule(scope, request.scheduleId)]);
    const active = existing.find((baseline) => baseline.active);
    const activePoints = active === undefined || request.saveOption === 1 ? null : await this.baselines.points(scope, active);
    const picked = pickBaselinePoints(request.saveOption, [...rows.activities.values()], activePoints, request.activityIds);
    if (isPickRefusal(picked)) {
      throw new ServiceError('BASELINE_ACTIVITY_UNKNOWN', `${picked.unknownIds.length} selected activities are not in this schedule`, 400, { activityIds: picked.unknownIds.slice(0, 50) });
    }
    const record = await this.baselines.insertActive(
      scope,
      {
        _id: new Types.ObjectId().toHexString(),
        scheduleId: request.scheduleId,
        name: request.name,
        description: request.description,
        saveOption: request.saveOption,
        createdAt: new Date(),
        creatorId: auth.userId,
        active: true,
        visible: true,
        pointCount: picked.points.length,
      },
      picked.points,
    );
    const event: BaselineSavedEvent = {
      companyId: auth.companyId,
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      baselineId: record._id,
      name: record.name,
      saveOption: record.saveOption,
      savedBy: auth.userId,
      at: new Date(record.createdAt).toISOString(),
      pointCount: record.pointCount,
      takenFromPlan: picked.takenFromPlan,
      baselineFinish: baselineFinish(picked.points),
    };
    // The baseline is stored; a lost event is logged rather than failing a save the planner would repeat.
    await this.events.publishEvent(masterplanEvents.baselineSaved, request.scheduleId, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, scheduleId: request.scheduleId, baselineId: record._id }, 'baseline saved event not published');
    });
    await this.activatedEvents.published({ ...activatedHead(auth.companyId, request.projectId, record), at: event.at }, picked.points);
    return toSummary(record);
  }

  async rename(auth: AuthContext, request: RenameBaselineRequest): Promise<BaselineSummary> {
    const scope = await this.allowed(auth, request, 'AC');
    const fields = request.description === undefined ? { name: request.name } : { name: request.name, description: request.description };
    const renamed = await this.baselines.rename(scope, request.scheduleId, request.baselineId, fields);
    if (renamed === null) throw notFound('Baseline');
    return toSummary(renamed);
  }

  async activate(auth: AuthContext, request: ActivateBaselineRequest): Promise<BaselineSummary> {
    const scope = await this.allowed(auth, request, 'AC');
    await this.own(scope, request.scheduleId, request.baselineId);
    const activated = await this.baselines.activate(scope, request.scheduleId, request.baselineId);
    if (activated === null) throw notFound('Baseline');
    await this.activatedEvents.published({ ...activatedHead(auth.companyId, request.projectId, activated), at: new Date().toISOString() }, await this.baselines.points(scope, activated));
    return toSummary(activated);
  }

  private async own(scope: TenantScope, scheduleId: string, baselineId: string): Promise<BaselineRecord> {
    const baseline = await this.baselines.findInSchedule(scope, scheduleId, baselineId);
    // Another schedule's or company's baseline does not exist for this request.
    if (baseline === null) throw notFound('Baseline');
    return baseline;
  }

  /** The schedule is the caller's company's and they are a member; then their Gantt code must reach `min`. */
  private async allowed(auth: AuthContext, where: ScheduleScope, min: RequiredPermissionCode): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    const refusal = min === 'AC' ? 'Baselines are read-only for you: saving, renaming or activating one needs full access to the Gantt' : 'You cannot see the baselines of this schedule';
    assertPermission(auth, [['masterplan.gantt', min]], refusal);
    return companyScope(auth.companyId);
  }
}
