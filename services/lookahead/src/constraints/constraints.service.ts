import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  lookaheadEvents,
  projectsRequests,
  type AuthContext,
  type ConstraintAssignedEvent,
  type ConstraintChangedEvent,
  type ConstraintRequest,
  type ConstraintsChangeReply,
  type CreateConstraintRequest,
  type ListConstraintsReply,
  type ListConstraintsRequest,
  type MassDeleteConstraintsRequest,
  type MassUpdateConstraintsRequest,
  type RequiredPermissionCode,
  type ScheduleScope,
  type UpdateConstraintRequest,
} from '@tenon/contracts';
import { roadblockCommitmentChange, roadblockStatusChange } from '@tenon/lean';
import { assertPermission, companyScope, EventPublisher, getProcessLogger, KafkaRequester, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { ConstraintRestrictions } from './constraint-restrictions';
import { ConstraintTasksRepository } from './constraint-tasks.repository';
import { toConstraintView } from './constraint-view';
import type { ConstraintRecord } from './constraint.schema';
import { ConstraintsRepository } from './constraints.repository';
import { responsiblesInReach, roadblockInReach, roadblockReachOf, type RoadblockReach } from './subtrade-roadblocks';

type Editable = Omit<UpdateConstraintRequest, 'projectId' | 'scheduleId' | 'constraintId'>;

const todayUtc = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * A schedule's roadblocks (spec part 3: 2.4, 4, 6): V reads them, AC changes them, a subtrade (ACP) reads, adds, edits and
 * releases those of its subcontract's responsibles; each change re-applies the restriction rule.
 */
@Injectable()
export class ConstraintsService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly requester: KafkaRequester,
    private readonly constraints: ConstraintsRepository,
    private readonly tasks: ConstraintTasksRepository,
    private readonly restrictions: ConstraintRestrictions,
    private readonly events: EventPublisher,
  ) {}

  async list(auth: AuthContext, request: ListConstraintsRequest): Promise<ListConstraintsReply> {
    const { scope, reach } = await this.allowed(auth, request, 'V');
    const [constraints, tasks] = await Promise.all([this.constraints.listOfSchedule(scope, request.scheduleId), this.tasks.ofSchedule(scope, request.scheduleId)]);
    const reached = constraints.filter((constraint) => roadblockInReach(reach, constraint.responsibleIds));
    return { constraints: reached.map(toConstraintView), tasks: tasks.map((task) => ({ id: task.id, name: task.name, leanStatus: task.leanStatus })) };
  }

  async create(auth: AuthContext, request: CreateConstraintRequest): Promise<ConstraintsChangeReply> {
    const { scope, reach } = await this.allowed(auth, request, 'ACP');
    assertResponsibles(reach, request.responsibleIds);
    await this.assertReferences(auth, scope, request, request.taskIds, request.scheduleIds);
    const now = new Date();
    const { projectId, scheduleId, ...fields } = request;
    const dated = roadblockCommitmentChange({ status: fields.status, commitmentDate: null, releaseDate: null, releasedBy: null, reschedules: 0 }, fields.commitmentDate, todayUtc(now));
    const created = await this.constraints.insertOne(scope, {
      ...fields,
      _id: new Types.ObjectId().toHexString(),
      projectId,
      scheduleId,
      // A new roadblock without a date is not committed to; a date given sets not released, or expired if past.
      status: dated.status,
      releaseDate: null,
      releasedBy: null,
      reschedules: 0,
      createdBy: auth.userId,
    });
    return this.afterChange(auth, scope, request, 'created', [created], [], created.taskIds, [{ constraint: created, newlyResponsible: created.responsibleIds }]);
  }

  async update(auth: AuthContext, request: UpdateConstraintRequest): Promise<ConstraintsChangeReply> {
    const { scope, reach } = await this.allowed(auth, request, 'ACP');
    const current = await this.own(scope, request.scheduleId, request.constraintId, reach);
    if (request.responsibleIds !== undefined) assertResponsibles(reach, request.responsibleIds, current.responsibleIds);
    const { projectId: _projectId, scheduleId: _scheduleId, constraintId: _constraintId, ...edits } = request;
    await this.assertReferences(auth, scope, request, edits.taskIds ?? [], edits.scheduleIds ?? []);
    const next = this.edited(auth, current, edits, new Date());
    if (next === null) throw this.notCommitted([current._id]);
    const written = await this.constraints.write(scope, request.scheduleId, current._id, next);
    if (written === null) throw this.unknown([current._id]);
    const change = current.status !== 'released' && written.status === 'released' ? 'released' : 'updated';
    const newlyResponsible = written.responsibleIds.filter((id) => !current.responsibleIds.includes(id));
    return this.afterChange(auth, scope, request, change, [written], [], [...current.taskIds, ...written.taskIds], [{ constraint: written, newlyResponsible }]);
  }

  async release(auth: AuthContext, request: ConstraintRequest): Promise<ConstraintsChangeReply> {
    const { scope, reach } = await this.allowed(auth, request, 'ACP');
    const current = await this.own(scope, request.scheduleId, request.constraintId, reach);
    const next = this.edited(auth, current, { status: 'released' }, new Date());
    if (next === null) throw this.notCommitted([current._id]);
    const written = await this.constraints.write(scope, request.scheduleId, current._id, next);
    if (written === null) throw this.unknown([current._id]);
    return this.afterChange(auth, scope, request, 'released', [written], [], written.taskIds, []);
  }

  async delete(auth: AuthContext, request: ConstraintRequest): Promise<ConstraintsChangeReply> {
    return this.massDelete(auth, { projectId: request.projectId, scheduleId: request.scheduleId, constraintIds: [request.constraintId] });
  }

  /** Spec 2.4: every selected roadblock changes, or none does (an unknown id or a refused status stops them all). */
  async massUpdate(auth: AuthContext, request: MassUpdateConstraintsRequest): Promise<ConstraintsChangeReply> {
    const { scope } = await this.allowed(auth, request, 'AC');
    const current = await this.ownAll(scope, request.scheduleId, request.constraintIds);
    const edits: Editable = {};
    if (request.type !== undefined) edits.type = request.type;
    if (request.priority !== undefined) edits.priority = request.priority;
    if (request.commitmentDate !== undefined) edits.commitmentDate = request.commitmentDate;
    if (request.status !== undefined) edits.status = request.status;
    if (request.responsibleIds !== undefined) edits.responsibleIds = request.responsibleIds;
    const now = new Date();
    const planned = current.map((constraint) => ({ constraint, next: this.edited(auth, constraint, edits, now) }));
    const refused = planned.filter((plan) => plan.next === null).map((plan) => plan.constraint._id);
    if (refused.length > 0) throw this.notCommitted(refused);
    const written: ConstraintRecord[] = [];
    for (const plan of planned) {
      const stored = await this.constraints.write(scope, request.scheduleId, plan.constraint._id, plan.next!);
      if (stored !== null) written.push(stored);
    }
    const released = request.status === 'released';
    const assigned = written.map((constraint) => ({
      constraint,
      newlyResponsible: constraint.responsibleIds.filter((id) => !(current.find((c) => c._id === constraint._id)?.responsibleIds ?? []).includes(id)),
    }));
    return this.afterChange(auth, scope, request, released ? 'released' : 'updated', written, [], [...current.flatMap((c) => c.taskIds), ...written.flatMap((c) => c.taskIds)], assigned);
  }

  async massDelete(auth: AuthContext, request: MassDeleteConstraintsRequest): Promise<ConstraintsChangeReply> {
    const { scope } = await this.allowed(auth, request, 'AC');
    const current = await this.ownAll(scope, request.scheduleId, request.constraintIds);
    await this.constraints.deleteInSchedule(scope, request.scheduleId, current.map((c) => c._id));
    return this.afterChange(auth, scope, request, 'deleted', current, current.map((c) => c._id), current.flatMap((c) => c.taskIds), []);
  }

  /** The roadblock after the edits, or null when its status may not change that way (no commitment). */
  private edited(auth: AuthContext, current: ConstraintRecord, edits: Editable, now: Date): Partial<ConstraintRecord> | null {
    const { status, commitmentDate, ...plain } = edits;
    let state = {
      status: ((current.status as string) === 'waiting' ? 'notreleased' : current.status),
      commitmentDate: current.commitmentDate ?? null,
      releaseDate: current.releaseDate ?? null,
      releasedBy: current.releasedBy ?? null,
      reschedules: current.reschedules ?? 0,
    };
    // The date first: a date given to a roadblock without commitment commits it, so a status sent with it then applies.
    if (commitmentDate !== undefined) state = roadblockCommitmentChange(state, commitmentDate, todayUtc(now));
    if (status !== undefined && status !== state.status) {
      const changed = roadblockStatusChange(state, status, { userId: auth.userId, now });
      if (!changed.ok) return null;
      state = changed.roadblock;
    }
    return { ...plain, ...state };
  }

  private async afterChange(
    auth: AuthContext,
    scope: TenantScope,
    where: ScheduleScope,
    change: ConstraintChangedEvent['change'],
    constraints: ConstraintRecord[],
    deletedIds: string[],
    touchedTaskIds: string[],
    assignments: Array<{ constraint: ConstraintRecord; newlyResponsible: string[] }>,
  ): Promise<ConstraintsChangeReply> {
    const restrictedTasks = await this.restrictions.apply(auth, scope, where, touchedTaskIds);
    const views = constraints.map(toConstraintView);
    const event: ConstraintChangedEvent = {
      companyId: auth.companyId,
      projectId: where.projectId,
      scheduleId: where.scheduleId,
      change,
      changedBy: auth.userId,
      at: new Date().toISOString(),
      constraints: views.map(({ id, status, commitmentDate, releaseDate, type, responsibleIds, taskIds }) => ({ id, status, commitmentDate, releaseDate, type, responsibleIds, taskIds })),
    };
    await this.publish(lookaheadEvents.constraintChanged, where.scheduleId, event);
    for (const { constraint, newlyResponsible } of assignments) {
      if (newlyResponsible.length === 0) continue;
      const assigned: ConstraintAssignedEvent = {
        companyId: auth.companyId,
        projectId: where.projectId,
        scheduleId: where.scheduleId,
        constraintId: constraint._id,
        constraintName: constraint.name,
        commitmentDate: constraint.commitmentDate,
        assignedBy: auth.userId,
        responsibleIds: newlyResponsible,
      };
      await this.publish(lookaheadEvents.constraintAssigned, where.scheduleId, assigned);
    }
    return { constraints: deletedIds.length > 0 ? [] : views, deletedIds, restrictedTasks };
  }

  private async publish(topic: string, key: string, payload: unknown): Promise<void> {
    // The change is stored; a lost event is logged rather than failing a change the planner would repeat.
    await this.events.publishEvent(topic, key, payload).catch((error: unknown) => {
      getProcessLogger().error({ err: error, topic, key, ref: randomUUID() }, 'roadblock event not published');
    });
  }

  private async assertReferences(auth: AuthContext, scope: TenantScope, where: ScheduleScope, taskIds: readonly string[], scheduleIds: readonly string[]): Promise<void> {
    const outside = await this.tasks.idsOutside(scope, where.scheduleId, taskIds);
    if (outside.length > 0) {
      throw new ServiceError('CONSTRAINT_TASK_UNKNOWN', `${outside.length} of the tasks are not tasks of this schedule`, 400, { taskIds: outside.slice(0, 50) });
    }
    for (const scheduleId of scheduleIds) {
      // Another project's or company's schedule is refused the same way as one that does not exist.
      await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId }).catch(() => {
        throw new ServiceError('CONSTRAINT_SCHEDULE_UNKNOWN', 'A schedule the roadblock blocks is not a schedule of this project', 400, { scheduleIds: [scheduleId] });
      });
    }
  }

  /** A roadblock out of a subtrade's reach is not in its list, so it does not exist for its request either. */
  private async own(scope: TenantScope, scheduleId: string, id: string, reach: RoadblockReach): Promise<ConstraintRecord> {
    const [found] = await this.constraints.inSchedule(scope, scheduleId, [id]);
    if (found === undefined || !roadblockInReach(reach, found.responsibleIds)) throw this.unknown([id]);
    return found;
  }

  private async ownAll(scope: TenantScope, scheduleId: string, ids: readonly string[]): Promise<ConstraintRecord[]> {
    const unique = [...new Set(ids)];
    const found = await this.constraints.inSchedule(scope, scheduleId, unique);
    // Another schedule's or company's roadblock does not exist for this request: nothing changes.
    const missing = unique.filter((id) => !found.some((constraint) => constraint._id === id));
    if (missing.length > 0) throw this.unknown(missing);
    return found;
  }

  private unknown(ids: string[]): ServiceError {
    return new ServiceError('CONSTRAINT_UNKNOWN', `${ids.length} of the roadblocks are not roadblocks of this schedule`, 404, { constraintIds: ids.slice(0, 50) });
  }

  private notCommitted(ids: string[]): ServiceError {
    return new ServiceError('CHANGE_NOT_COMMITMENT', 'A roadblock without commitment cannot be set released or not released; give it a commitment date first', 409, { constraintIds: ids.slice(0, 50) });
  }

  /**
   * The schedule is the caller's company's and they are a member; then their roadblocks code must reach `min`. A
   * subtrade's reach is the people bound to its membership's subcontract.
   */
  private async allowed(auth: AuthContext, where: ScheduleScope, min: RequiredPermissionCode): Promise<{ scope: TenantScope; reach: RoadblockReach }> {
    const access = await this.access.assertScheduleAccess(auth, { projectId: where.projectId, scheduleId: where.scheduleId });
    const code = auth.permissions?.['lookahead.constraints'];
    assertPermission(auth, [['lookahead.constraints', min]], min === 'V' ? 'You cannot see the roadblocks of this schedule' : 'Roadblocks are read-only for you: changing them needs full access to roadblocks');
    const members = code === 'ACP' && access.subcontractId !== null ? (await this.requester.call(projectsRequests.listMembers, auth, { projectId: where.projectId })).members : [];
    return { scope: companyScope(auth.companyId), reach: roadblockReachOf(code, access.subcontractId, members) };
  }
}

function assertResponsibles(reach: RoadblockReach, responsibleIds: readonly string[], alreadyNamed: readonly string[] = []): void {
  if (!responsiblesInReach(reach, responsibleIds, alreadyNamed)) {
    throw new ServiceError('RESPONSIBLE_OUTSIDE_SUBCONTRACT', 'Choose responsibles of your own subcontract only', 403, { responsibleIds: [...responsibleIds].slice(0, 50) });
  }
}
