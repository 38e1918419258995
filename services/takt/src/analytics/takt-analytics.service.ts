import { Injectable } from '@nestjs/common';
import {
  lookaheadRequests,
  projectsRequests,
  type AuthContext,
  type ListTaktTasksReply,
  type TaktAnalyticsReply,
  type TaktAnalyticsRequest,
} from '@tenon/contracts';
import { taktProgressMatrix, taktVelocity } from '@tenon/lean';
import { getProcessLogger, KafkaRequester, type TenantScope } from '@tenon/service-kit';
import { LocationsRepository } from '../locations/locations.repository';
import type { LocationRecord } from '../locations/location.schema';
import { StructuresRepository } from '../structures/structures.repository';
import { nodeUnknown } from '../tree/takt-errors';
import { UnitsRepository } from '../units/units.repository';
import { TaktAnalyticsAccess } from './takt-analytics.access';

/** 720 units × 20 trades is one answer of 14,400 rows; allow for a busy machine. */
const TAKT_TASKS_TIMEOUT_MS = 60_000;
/** Monday, when the project cannot be read. */
const DEFAULT_PLANIFICATION_DAY = 1;

/**
 * Takt analytics (issue 13, item 4): the structure's locations and units are this service's; the takt tasks' dates,
 * progress and status are asked of the lookahead, which owns them. The rules are `@tenon/lean`'s.
 */
@Injectable()
export class TaktAnalyticsService {
  constructor(
    private readonly access: TaktAnalyticsAccess,
    private readonly requester: KafkaRequester,
    private readonly structures: StructuresRepository,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
  ) {}

  async figures(auth: AuthContext, request: TaktAnalyticsRequest): Promise<TaktAnalyticsReply> {
    const scope = await this.access.allowed(auth, request);
    const dataDate = request.dataDate ?? new Date().toISOString().slice(0, 10);
    const structures = (await this.structures.ofSchedule(scope, request.scheduleId)).map((s) => ({ id: s._id, name: s.name, type: s.type, mode: s.mode, order: s.order }));
    if (request.structureId !== undefined && !structures.some((s) => s.id === request.structureId)) throw nodeUnknown('structure', request.structureId);
    const structureId = request.structureId ?? structures[0]?.id ?? null;
    const { locations, units } = structureId === null ? { locations: [], units: [] } : await this.structureOf(scope, request.scheduleId, structureId);
    const [listed, planificationDay] = await Promise.all([
      units.length === 0
        ? Promise.resolve<ListTaktTasksReply>({ scheduleId: request.scheduleId, tasks: [], activities: [] })
        : this.requester.call(
            lookaheadRequests.listTaktTasks,
            auth,
            { projectId: request.projectId, scheduleId: request.scheduleId, unitIds: units.map((u) => u.id) },
            { timeoutMs: TAKT_TASKS_TIMEOUT_MS },
          ),
      this.planificationDayOf(auth, request.projectId),
    ]);
    const tasks = listed.tasks.map((t) => ({ taktUnitId: t.taktUnitId, activityId: t.activityId, finish: t.finish, progress: t.progress }));
    return {
      scheduleId: request.scheduleId,
      structures,
      structureId,
      matrix: taktProgressMatrix({ locations, units, trades: listed.activities.map((a) => ({ activityId: a.id, name: a.name })), tasks, dataDate }),
      velocity: taktVelocity({ tasks, dataDate, planificationDay }),
    };
  }

  /** The structure's locations in tree order (a nested one named by its path) and its units. */
  private async structureOf(scope: TenantScope, scheduleId: string, structureId: string) {
    const [locations, units] = await Promise.all([this.locations.ofStructure(scope, scheduleId, structureId), this.units.ofStructure(scope, scheduleId, structureId)]);
    return { locations: inTreeOrder(locations), units: units.map((u) => ({ id: u._id, locationId: u.locationId })) };
  }

  /** Weeks start on the project's planification day (spec part 3, 3). */
  private async planificationDayOf(auth: AuthContext, projectId: string): Promise<number> {
    try {
      return (await this.requester.call(projectsRequests.getProject, auth, { projectId })).project.planificationDay;
    } catch (error) {
      getProcessLogger().warn({ err: error, projectId }, 'planification day not read; weeks start on Monday');
      return DEFAULT_PLANIFICATION_DAY;
    }
  }
}

/** Depth first, siblings by their order; a nested location is named by its path ("Level 1 / Zone A"). */
export function inTreeOrder(locations: readonly Pick<LocationRecord, '_id' | 'parentId' | 'name' | 'order'>[]): Array<{ id: string; name: string }> {
  const ids = new Set(locations.map((l) => l._id));
  const children = new Map<string | null, typeof locations[number][]>();
  for (const location of locations) {
    const parent = location.parentId !== null && ids.has(location.parentId) ? location.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), location]);
  }
  const ordered: Array<{ id: string; name: string }> = [];
  const walk = (parent: string | null, prefix: string) => {
    for (const location of (children.get(parent) ?? []).sort((a, b) => a.order - b.order)) {
      const name = prefix === '' ? location.name : `${prefix} / ${location.name}`;
      ordered.push({ id: location._id, name });
      walk(location._id, name);
    }
  };
  walk(null, '');
  return ordered;
}
