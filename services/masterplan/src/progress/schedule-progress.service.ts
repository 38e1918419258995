import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  masterplanEvents,
  type ActivityProgressHistoryReply,
  type ActivityProgressHistoryRequest,
  type AuthContext,
  type DataDateReply,
  type ListScheduleUpdatesReply,
  type ListScheduleUpdatesRequest,
  type ProgressUpdatedEvent,
  type SaveScheduleUpdateRequest,
  type ScheduleScope,
  type ScheduleUpdateSummary,
  type SetDataDateRequest,
} from '@tenon/contracts';
import { assertPermission, companyScope, EventPublisher, getProcessLogger, notFound, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { planEditingOf } from '../plan/plan-editing';
import { PlanStore } from '../plan/plan.store';
import { progressSnapshot } from './progress-snapshot';
import type { ScheduleUpdateRecord } from './schedule-progress.schema';
import { DataDatesRepository, ScheduleUpdatesRepository } from './schedule-progress.repository';

const toSummary = (record: ScheduleUpdateRecord): ScheduleUpdateSummary => ({
  id: record._id,
  scheduleId: record.scheduleId,
  name: record.name,
  comment: record.comment,
  dataDate: record.dataDate,
  createdAt: new Date(record.createdAt).toISOString(),
  creatorId: record.creatorId,
  activityCount: record.activityCount,
  progress: record.progress,
});

/** A schedule's data date and schedule updates (spec 2: 3 and 4): progress snapshots and each activity's history. */
@Injectable()
export class ScheduleProgressService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly plans: PlanStore,
    private readonly dataDates: DataDatesRepository,
    private readonly updates: ScheduleUpdatesRepository,
    private readonly events: EventPublisher,
  ) {}

  /** The data date moves the whole schedule's remaining work: only full access to the Gantt sets it. */
  async setDataDate(auth: AuthContext, request: SetDataDateRequest): Promise<DataDateReply> {
    await this.access.assertScheduleAccess(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    assertPermission(auth, [['masterplan.gantt', 'AC']], 'Setting the data date needs full access to the Gantt');
    const record = await this.dataDates.set(companyScope(auth.companyId), request.scheduleId, request.dataDate, auth.userId);
    return { scheduleId: request.scheduleId, dataDate: record.dataDate, setBy: record.setBy, setAt: new Date(record.setAt).toISOString() };
  }

  async list(auth: AuthContext, request: ListScheduleUpdatesRequest): Promise<ListScheduleUpdatesReply> {
    const scope = await this.readable(auth, request);
    return { updates: (await this.updates.listOfSchedule(scope, request.scheduleId)).map(toSummary) };
  }

  async save(auth: AuthContext, request: SaveScheduleUpdateRequest): Promise<ScheduleUpdateSummary> {
    const access = await this.access.assertScheduleAccess(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    const editing = planEditingOf(auth.permissions?.['masterplan.gantt'], access.subcontractId);
    if (editing.scope === 'none') throw new ServiceError('WITHOUT_PERMISSION_TO_SAVE', 'You do not have permission to save changes', 403);
    const scope = companyScope(auth.companyId);
    const [rows, dataDate] = await Promise.all([this.plans.rows(scope, request.scheduleId), this.dataDates.dataDateOf(scope, request.scheduleId)]);
    const snapshot = progressSnapshot([...rows.activities.values()], editing);
    if (snapshot.activityCount === 0) throw new ServiceError('NOTHING_TO_UPDATE', 'There are no activities whose progress this update could keep', 400);
    const record = await this.updates.insert(
      scope,
      {
        _id: new Types.ObjectId().toHexString(),
        scheduleId: request.scheduleId,
        name: request.name,
        comment: request.comment,
        dataDate: dataDate?.dataDate ?? null,
        createdAt: new Date(),
        creatorId: auth.userId,
        activityCount: snapshot.activityCount,
        progress: snapshot.scheduleProgress,
      },
      snapshot.progress,
    );
    const event: ProgressUpdatedEvent = {
      companyId: auth.companyId,
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      updateId: record._id,
      name: record.name,
      dataDate: record.dataDate,
      savedBy: auth.userId,
      at: new Date(record.createdAt).toISOString(),
      activityCount: record.activityCount,
      progress: record.progress,
      activityProgress: snapshot.progress,
    };
    // The update is stored; a lost event is logged rather than failing a save the planner would repeat.
    await this.events.publishEvent(masterplanEvents.progressUpdated, request.scheduleId, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, scheduleId: request.scheduleId, updateId: record._id }, 'progress updated event not published');
    });
    return toSummary(record);
  }

  async history(auth: AuthContext, request: ActivityProgressHistoryRequest): Promise<ActivityProgressHistoryReply> {
    const scope = await this.readable(auth, request);
    const rows = await this.plans.rows(scope, request.scheduleId);
    // Another schedule's or company's activity does not exist for this request.
    if (!rows.activities.has(request.activityId)) throw notFound('Activity');
    const updates = await this.updates.listOfSchedule(scope, request.scheduleId);
    const progress = await Promise.all(updates.map((update) => this.updates.progressOf(scope, update)));
    const records = updates.flatMap((update, index) => {
      const value = progress[index]?.[request.activityId];
      return value === undefined ? [] : [{ activityId: request.activityId, progress: value, created: new Date(update.createdAt).toISOString(), updateId: update._id, updateName: update.name }];
    });
    return { activityId: request.activityId, records };
  }

  private async readable(auth: AuthContext, where: ScheduleScope): Promise<TenantScope> {
    await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertPermission(auth, [['masterplan.gantt', 'V']], 'You cannot see the progress of this schedule');
    return companyScope(auth.companyId);
  }
}
