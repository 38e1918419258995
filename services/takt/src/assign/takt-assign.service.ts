import { Injectable } from '@nestjs/common';
import {
  lookaheadRequests,
  masterplanRequests,
  type AuthContext,
  type ScheduleScope,
  type TaktAssignRequest,
  type TaktAssignView,
  TAKT_TASKS_MAX_PER_CALL,
} from '@tenon/contracts';
import { alreadyRelated, relatedUnitsByActivity, unitCountsByActivity } from '@tenon/lean';
import { getProcessLogger, KafkaRequester, ServiceError, type TenantScope } from '@tenon/service-kit';
import { TaktAccess } from '../access/takt-access';
import { LocationsRepository } from '../locations/locations.repository';
import { nodeUnknown } from '../tree/takt-errors';
import { TaktTreeReader } from '../tree/takt-tree.reader';
import type { UnitRecord } from '../units/unit.schema';
import { UnitsRepository } from '../units/units.repository';

/** A call writes up to TAKT_TASKS_MAX_PER_CALL tasks; allow for a busy machine. */
const TAKT_TASKS_TIMEOUT_MS = 60_000;

/**
 * The takt assign screen (spec part 3, 2.6 and 4): activities related to production units. Each relation is a takt
 * task of the lookahead, created or removed there first and recorded here after, so a failure part-way is repaired by
 * doing the same again (the lookahead creates nothing twice and removes nothing already removed).
 */
@Injectable()
export class TaktAssignService {
  constructor(
    private readonly access: TaktAccess,
    private readonly requester: KafkaRequester,
    private readonly units: UnitsRepository,
    private readonly locations: LocationsRepository,
    private readonly tree: TaktTreeReader,
  ) {}

  async view(auth: AuthContext, request: ScheduleScope): Promise<TaktAssignView> {
    const scope = await this.access.allowed(auth, request, 'V');
    return this.viewOf(auth, scope, request);
  }

  async assign(auth: AuthContext, request: TaktAssignRequest): Promise<TaktAssignView> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const units = await this.chosenUnits(scope, request);
    const related = alreadyRelated(
      units.map((u) => ({ id: u._id, activityIds: u.activityIds })),
      request.activityIds,
    );
    if (related.length > 0) {
      throw new ServiceError('TAKT_ALREADY_RELATED', 'Some of these activities are already assigned to some of these units', 409, { pairs: related.slice(0, 50) });
    }
    const locationNames = new Map((await this.locations.ofSchedule(scope, request.scheduleId)).map((l) => [l._id, l.name]));
    const named = units.map((u) => ({ unitId: u._id, name: taskNameOf(locationNames.get(u.locationId), u.name) }));
    // As many activities per lookahead call as its cap allows: 20 trades over a 720-unit tower is one call. Each call
    // is recorded here as soon as it is answered, so a later one failing leaves whole activities assigned, never half.
    const activityIds = [...new Set(request.activityIds)];
    const perCall = Math.max(1, Math.floor(TAKT_TASKS_MAX_PER_CALL / named.length));
    for (let at = 0; at < activityIds.length; at += perCall) {
      const some = activityIds.slice(at, at + perCall);
      await this.requester.call(lookaheadRequests.createTaktTasks, auth, { projectId: request.projectId, scheduleId: request.scheduleId, activityIds: some, units: named }, { timeoutMs: TAKT_TASKS_TIMEOUT_MS });
      await this.units.relate(scope, request.scheduleId, some, named.map((u) => u.unitId));
    }
    return this.viewOf(auth, scope, request);
  }

  async unassign(auth: AuthContext, request: TaktAssignRequest): Promise<TaktAssignView> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const units = await this.chosenUnits(scope, request);
    const byActivity = relatedUnitsByActivity(
      units.map((u) => ({ id: u._id, activityIds: u.activityIds })),
      request.activityIds,
    );
    if (byActivity.size === 0) throw new ServiceError('TAKT_NOT_RELATED', 'None of these activities is assigned to these units', 409);
    // As many activities per lookahead call as its cap allows, each call's relations dropped as soon as it is answered.
    const calls: Array<Array<{ activityId: string; unitIds: string[] }>> = [];
    let size = Infinity;
    for (const [activityId, unitIds] of byActivity) {
      if (size + unitIds.length > TAKT_TASKS_MAX_PER_CALL) {
        calls.push([]);
        size = 0;
      }
      calls[calls.length - 1]!.push({ activityId, unitIds });
      size += unitIds.length;
    }
    for (const activities of calls) {
      await this.requester.call(lookaheadRequests.deleteTaktTasks, auth, { projectId: request.projectId, scheduleId: request.scheduleId, activities }, { timeoutMs: TAKT_TASKS_TIMEOUT_MS });
      await this.units.unrelate(scope, request.scheduleId, activities);
    }
    return this.viewOf(auth, scope, request);
  }

  /** The chosen units, all of this schedule: another schedule's or company's id is refused, nothing changed. */
  private async chosenUnits(scope: TenantScope, request: TaktAssignRequest): Promise<UnitRecord[]> {
    const ids = [...new Set(request.unitIds)];
    const found = await this.units.withIds(scope, request.scheduleId, ids);
    if (found.length !== ids.length) {
      const known = new Set(found.map((u) => u._id));
      throw nodeUnknown('unit', ids.find((id) => !known.has(id))!);
    }
    return found;
  }

  private async viewOf(auth: AuthContext, scope: TenantScope, schedule: ScheduleScope): Promise<TaktAssignView> {
    const where = { projectId: schedule.projectId, scheduleId: schedule.scheduleId };
    const [listed, tree, hasBaseline] = await Promise.all([
      this.requester.call(lookaheadRequests.listActivities, auth, where, { timeoutMs: TAKT_TASKS_TIMEOUT_MS }),
      this.tree.read(scope, schedule.scheduleId),
      this.hasBaseline(auth, where),
    ]);
    const counts = unitCountsByActivity(tree.units);
    return {
      scheduleId: schedule.scheduleId,
      activities: listed.activities.map((a) => ({ ...a, unitCount: counts.get(a.id) ?? 0 })),
      tree,
      hasBaseline,
    };
  }

  /** Asked of the master plan; the screen still opens without the answer (no hint then). */
  private async hasBaseline(auth: AuthContext, where: ScheduleScope): Promise<boolean | null> {
    try {
      return (await this.requester.call(masterplanRequests.listBaselines, auth, where)).baselines.length > 0;
    } catch (error) {
      getProcessLogger().warn({ err: error, scheduleId: where.scheduleId }, 'baselines not read');
      return null;
    }
  }
}

/** "Level 3 - Apartment 2": the unit's location tells the task apart from the other floors' tasks. */
function taskNameOf(locationName: string | undefined, unitName: string): string {
  return (locationName === undefined ? unitName : `${locationName} - ${unitName}`).slice(0, 250);
}
