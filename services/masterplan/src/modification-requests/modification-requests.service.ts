import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  MODIFICATION_ALREADY_RESOLVED,
  masterplanEvents,
  type ApproveModificationReply,
  type ApproveModificationRequest,
  type AuthContext,
  type CreateModificationRequest,
  type ListModificationRequests,
  type ListModificationRequestsReply,
  type ModificationRequestedEvent,
  type ModificationRequestSummary,
  type ModificationRequestType,
  type ModificationResolvedEvent,
  type PermissionKey,
  type RejectModificationRequest,
  type ScheduleScope,
} from '@tenon/contracts';
import { assertPermission, companyScope, EventPublisher, getProcessLogger, notFound, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { PlanService } from '../plan/plan.service';
import { PlanStore } from '../plan/plan.store';
import { approvedChange, isApprovalRefusal } from './approved-dates';
import type { ModificationRequestRecord } from './modification-request.schema';
import { ModificationRequestsRepository } from './modification-requests.repository';

export const toSummary = (record: ModificationRequestRecord): ModificationRequestSummary => ({
  id: record._id,
  scheduleId: record.scheduleId,
  projectId: record.projectId,
  activityId: record.activityId,
  activityName: record.activityName,
  correlativeId: record.correlativeId,
  type: record.type,
  state: record.state,
  description: record.description,
  startOriginal: record.startOriginal,
  endOriginal: record.endOriginal,
  startNew: record.startNew,
  endNew: record.endNew,
  requesterId: record.requesterId,
  requestedAt: new Date(record.requestedAt).toISOString(),
  resolvedBy: record.resolvedBy,
  resolvedAt: record.resolvedAt === null ? null : new Date(record.resolvedAt).toISOString(),
});

/** Waiting first (spec: the Gantt shows them to resolve), then the resolved ones, newest first within each. */
export function pendingFirst(records: readonly ModificationRequestRecord[]): ModificationRequestRecord[] {
  const rank = (record: ModificationRequestRecord) => (record.state === 'waiting' ? 0 : 1);
  return [...records].sort((a, b) => rank(a) - rank(b) || new Date(b.requestedAt).getTime() - new Date(a.requestedAt).getTime());
}

function typeOf(start: { before: string; after: string }, finish: { before: string; after: string }): ModificationRequestType | null {
  const startMoves = start.before !== start.after;
  const finishMoves = finish.before !== finish.after;
  if (startMoves && finishMoves) return 'both';
  if (startMoves) return 'start';
  return finishMoves ? 'end' : null;
}

/**
 * Requests to change an activity's dates (spec part 2, 3 and 4): whoever plans the lookahead asks (a subcontractor for
 * its own activities only), whoever has full access to the Gantt approves, which saves the new dates through the
 * Gantt's own save, or rejects.
 */
@Injectable()
export class ModificationRequestsService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly plans: PlanStore,
    private readonly planService: PlanService,
    private readonly calendars: CalendarsRepository,
    private readonly requests: ModificationRequestsRepository,
    private readonly events: EventPublisher,
  ) {}

  async create(auth: AuthContext, request: CreateModificationRequest): Promise<ModificationRequestSummary> {
    const { scope, subcontractId } = await this.allowed(auth, request, 'lookahead.plan', 'ACP');
    const code = auth.permissions?.['lookahead.plan'];
    const activity = (await this.plans.rows(scope, request.scheduleId)).activities.get(request.activityId);
    // Another schedule's or company's activity does not exist for this request.
    if (activity === undefined) throw notFound('Activity');
    if (activity.kind === 'summary') throw new ServiceError('MODIFICATION_SUMMARY', 'A summary activity takes its dates from the activities under it', 400);
    if (code !== 'AC' && (subcontractId === null || activity.subcontractId !== subcontractId)) {
      throw new ServiceError('OUTSIDE_SUBCONTRACT', 'Only the activities of your subcontract can be asked to change', 403, { activities: [{ id: activity.id, correlativeId: activity.correlativeId, name: activity.name }], linkIds: [] });
    }
    const type = typeOf({ before: activity.start, after: request.start }, { before: activity.finish, after: request.finish });
    if (type === null) throw new ServiceError('MODIFICATION_NO_CHANGE', 'The requested dates are the activity’s current dates', 400);
    const record = await this.requests.insertOne(scope, {
      _id: new Types.ObjectId().toHexString(),
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      activityId: activity.id,
      activityName: activity.name,
      correlativeId: activity.correlativeId,
      type,
      state: 'waiting',
      description: request.comment,
      startOriginal: activity.start,
      endOriginal: activity.finish,
      startNew: request.start,
      endNew: request.finish,
      requesterId: auth.userId,
      requestedAt: new Date(),
      resolvedBy: null,
      resolvedAt: null,
    });
    const event: ModificationRequestedEvent = {
      companyId: auth.companyId,
      projectId: record.projectId,
      scheduleId: record.scheduleId,
      requestId: record._id,
      activityId: record.activityId,
      requesterId: record.requesterId,
      type: record.type,
      startOriginal: record.startOriginal,
      endOriginal: record.endOriginal,
      startNew: record.startNew,
      endNew: record.endNew,
      at: new Date(record.requestedAt).toISOString(),
    };
    await this.publish(masterplanEvents.modificationRequested, event);
    return toSummary(record);
  }

  async list(auth: AuthContext, request: ListModificationRequests): Promise<ListModificationRequestsReply> {
    const { scope } = await this.allowed(auth, request, 'masterplan.gantt', 'V');
    return { requests: pendingFirst(await this.requests.listOfSchedule(scope, request.scheduleId, request.state)).map(toSummary) };
  }

  async approve(auth: AuthContext, request: ApproveModificationRequest): Promise<ApproveModificationReply> {
    const { scope } = await this.allowed(auth, request, 'masterplan.gantt', 'AC');
    const waiting = await this.waiting(scope, request.scheduleId, request.requestId);
    const [plan, calendars] = await Promise.all([this.plans.rows(scope, request.scheduleId), this.calendars.listOfSchedule(scope, request.scheduleId)]);
    const upsert = approvedChange(plan, calendars, { activityId: waiting.activityId, start: waiting.startNew, finish: waiting.endNew });
    if (isApprovalRefusal(upsert)) {
      const status = upsert.refused === 'unknown-activity' ? 409 : 400;
      throw new ServiceError(upsert.refused === 'unknown-activity' ? 'MODIFICATION_ACTIVITY_GONE' : 'MODIFICATION_NOT_APPLICABLE', upsert.message, status);
    }
    // The Gantt's save: its version check, plan rules, subcontract rules and event all apply.
    const saved = await this.planService.save(auth, {
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      baseVersion: request.baseVersion,
      activities: { upsert, delete: [] },
      links: { upsert: [], delete: [] },
    });
    const resolved = await this.requests.resolve(scope, request.scheduleId, request.requestId, 'approved', auth.userId);
    if (resolved === null) {
      // Rejected by someone else while this approval saved: the dates are saved, the refusal says so.
      getProcessLogger().warn({ requestId: request.requestId, version: saved.version }, 'modification request resolved during its approval');
      throw new ServiceError(MODIFICATION_ALREADY_RESOLVED, 'This request was resolved by someone else meanwhile', 409);
    }
    await this.published(resolved, auth, saved.version);
    return { request: toSummary(resolved), version: saved.version, moved: upsert.length };
  }

  async reject(auth: AuthContext, request: RejectModificationRequest): Promise<ModificationRequestSummary> {
    const { scope } = await this.allowed(auth, request, 'masterplan.gantt', 'AC');
    await this.waiting(scope, request.scheduleId, request.requestId);
    const resolved = await this.requests.resolve(scope, request.scheduleId, request.requestId, 'rejected', auth.userId);
    if (resolved === null) throw new ServiceError(MODIFICATION_ALREADY_RESOLVED, 'This request has already been resolved', 409);
    await this.published(resolved, auth, null);
    return toSummary(resolved);
  }

  private async waiting(scope: TenantScope, scheduleId: string, requestId: string): Promise<ModificationRequestRecord> {
    const record = await this.requests.findInSchedule(scope, scheduleId, requestId);
    if (record === null) throw notFound('Modification request');
    if (record.state !== 'waiting') throw new ServiceError(MODIFICATION_ALREADY_RESOLVED, `This request has already been ${record.state}`, 409, { state: record.state });
    return record;
  }

  private async published(record: ModificationRequestRecord, auth: AuthContext, version: number | null): Promise<void> {
    const event: ModificationResolvedEvent = {
      companyId: auth.companyId,
      projectId: record.projectId,
      scheduleId: record.scheduleId,
      requestId: record._id,
      activityId: record.activityId,
      requesterId: record.requesterId,
      state: record.state === 'approved' ? 'approved' : 'rejected',
      resolvedBy: auth.userId,
      at: new Date(record.resolvedAt ?? Date.now()).toISOString(),
      version,
    };
    await this.publish(masterplanEvents.modificationResolved, event);
  }

  private async publish(topic: string, event: { scheduleId: string; requestId: string }): Promise<void> {
    // The request is stored; a lost event is logged rather than failing a change the user would repeat.
    await this.events.publishEvent(topic, event.scheduleId, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, scheduleId: event.scheduleId, requestId: event.requestId }, 'modification request event not published');
    });
  }

  /** The schedule is the caller's company's and they are a member; then their code on `key` must reach `min`. */
  private async allowed(auth: AuthContext, where: ScheduleScope, key: PermissionKey, min: 'AC' | 'ACP' | 'V'): Promise<{ scope: TenantScope; subcontractId: string | null }> {
    const access = await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    assertPermission(auth, [[key, min]], key === 'lookahead.plan' ? 'Asking for a change of dates needs the lookahead plan' : 'Resolving a modification request needs full access to the Gantt');
    return { scope: companyScope(auth.companyId), subcontractId: access.subcontractId };
  }
}
