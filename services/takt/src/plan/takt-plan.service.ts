import { Injectable } from '@nestjs/common';
import {
  lookaheadRequests,
  masterplanRequests,
  type AuthContext,
  type ListScheduleActivitiesReply,
  type SaveTaktPlanRequest,
  type ScheduleScope,
  type TaktPlanView,
  type TaktPlanViewRequest,
  type TaktTree,
  TAKT_TASKS_MAX_PER_CALL,
} from '@tenon/contracts';
import { generateTrain, taktAreasOf, TrainInputError, weekdayCalendar, type TaktArea, type TaktWorkingDays, type Train } from '@tenon/lean';
import { getProcessLogger, KafkaRequester, ServiceError, type TenantScope } from '@tenon/service-kit';
import { TaktAccess } from '../access/takt-access';
import { nodeUnknown } from '../tree/takt-errors';
import { TaktTreeReader } from '../tree/takt-tree.reader';
import { taktWorkingDaysOf } from './plan-calendar';
import type { TaktPlanRecord } from './takt-plan.schema';
import { TaktPlansRepository } from './takt-plan.repository';

/** A 720-unit activity is one lookahead write of 720 tasks; allow for a busy machine. */
const LOOKAHEAD_TIMEOUT_MS = 60_000;
/** Periods dated beyond the last one used, so the page can date a wagon dragged this much later on its own. */
const SPARE_PERIODS = 60;

/**
 * The takt plan of a structure: a train of wagons (activities assigned to its units) through its takt areas, dated
 * with the schedule's default calendar. Saving stores the plan and writes each takt task's dates through the lookahead,
 * one call per activity; a failure part-way leaves the plan saved and is repaired by saving again, since the lookahead
 * only writes tasks whose dates differ.
 */
@Injectable()
export class TaktPlanService {
  constructor(
    private readonly access: TaktAccess,
    private readonly requester: KafkaRequester,
    private readonly tree: TaktTreeReader,
    private readonly plans: TaktPlansRepository,
  ) {}

  async view(auth: AuthContext, request: TaktPlanViewRequest): Promise<TaktPlanView> {
    const scope = await this.access.allowed(auth, request, 'V');
    const tree = await this.tree.read(scope, request.scheduleId);
    const structureId = request.structureId ?? [...tree.structures].sort((a, b) => a.order - b.order)[0]?.id ?? null;
    if (structureId !== null && !tree.structures.some((s) => s.id === structureId)) throw nodeUnknown('structure', structureId);
    return this.viewOf(auth, scope, request, tree, structureId);
  }

  async save(auth: AuthContext, request: SaveTaktPlanRequest): Promise<TaktPlanView> {
    const scope = await this.access.allowed(auth, request, 'AC');
    const tree = await this.tree.read(scope, request.scheduleId);
    if (!tree.structures.some((s) => s.id === request.structureId)) throw nodeUnknown('structure', request.structureId);
    const areas = taktAreasOf(request.structureId, tree.locations, tree.units);
    const assigned = assignedActivities(tree, areas);
    if (new Set(request.wagonIds).size !== request.wagonIds.length) {
      throw new ServiceError('TAKT_WAGON_TWICE', 'An activity is a wagon of the train once', 400, [{ path: 'data.wagonIds', message: 'repeats an activity' }]);
    }
    const stranger = request.wagonIds.find((id) => !assigned.has(id));
    if (stranger !== undefined) {
      throw new ServiceError('TAKT_WAGON_NOT_ASSIGNED', 'Every wagon is an activity assigned to units of this structure', 400, [{ path: 'data.wagonIds', message: `${stranger} is not assigned here` }]);
    }
    const shifts = Object.fromEntries(Object.entries(request.shifts).filter(([id, shift]) => request.wagonIds.includes(id) && shift !== 0));
    const fields = { taktDays: request.taktDays, bufferPeriods: request.bufferPeriods, start: request.start, wagonIds: request.wagonIds, shifts };
    const calendar = await this.calendarOf(auth, request, request.start);
    // Refused before anything is stored: a plan that cannot be dated is not saved.
    const train = trainOf(fields, areas, calendar.days, 0);
    await this.plans.save(scope, request.scheduleId, request.structureId, fields);

    const unitsByArea = new Map(areas.map((area) => [area.locationId, area.unitIds]));
    const activitiesOfUnit = new Map(tree.units.map((u) => [u.id, new Set(u.activityIds)]));
    let written = 0;
    // As many trades per lookahead call as its cap allows: a 20-trade train over a 720-unit tower is one call.
    let call: Array<{ activityId: string; dates: Array<{ unitId: string; start: string; finish: string }> }> = [];
    let size = 0;
    const send = async () => {
      if (call.length === 0) return;
      const reply = await this.requester.call(lookaheadRequests.setTaktTaskDates, auth, { projectId: request.projectId, scheduleId: request.scheduleId, activities: call }, { timeoutMs: LOOKAHEAD_TIMEOUT_MS });
      written += reply.activities.reduce((sum, a) => sum + a.changed, 0);
      call = [];
      size = 0;
    };
    for (const wagonId of request.wagonIds) {
      const dates = train.cells
        .filter((cell) => cell.wagonId === wagonId)
        .flatMap((cell) => (unitsByArea.get(cell.locationId) ?? []).filter((unitId) => activitiesOfUnit.get(unitId)?.has(wagonId)).map((unitId) => ({ unitId, start: cell.start, finish: cell.finish })));
      if (dates.length === 0) continue;
      if (size + dates.length > TAKT_TASKS_MAX_PER_CALL) await send();
      call.push({ activityId: wagonId, dates });
      size += dates.length;
    }
    await send();
    await this.plans.markGenerated(scope, request.scheduleId, request.structureId, written);
    return this.viewOf(auth, scope, request, tree, request.structureId);
  }

  private async viewOf(auth: AuthContext, scope: TenantScope, where: ScheduleScope, tree: TaktTree, structureId: string | null): Promise<TaktPlanView> {
    const structures = [...tree.structures].sort((a, b) => a.order - b.order).map((s) => ({ id: s.id, name: s.name }));
    const empty: TaktPlanView = { scheduleId: where.scheduleId, structures, structureId, wagons: [], areas: [], plan: null, calendarName: null, cells: [], clashes: [], periods: [] };
    if (structureId === null) return empty;
    const areas = taktAreasOf(structureId, tree.locations, tree.units);
    const assigned = assignedActivities(tree, areas);
    const [listed, plan] = await Promise.all([
      assigned.size === 0
        ? Promise.resolve<ListScheduleActivitiesReply>({ scheduleId: where.scheduleId, activities: [] })
        : this.requester.call(lookaheadRequests.listActivities, auth, { projectId: where.projectId, scheduleId: where.scheduleId }, { timeoutMs: LOOKAHEAD_TIMEOUT_MS }),
      this.plans.ofStructure(scope, where.scheduleId, structureId),
    ]);
    const known = new Map(listed.activities.map((a) => [a.id, a]));
    const savedOrder = (plan?.wagonIds ?? []).filter((id) => assigned.has(id));
    const rest = [...assigned.keys()].filter((id) => !savedOrder.includes(id)).sort((a, b) => (known.get(a)?.wbs ?? '').localeCompare(known.get(b)?.wbs ?? '', undefined, { numeric: true }));
    const wagons = [...savedOrder, ...rest].map((id) => ({ activityId: id, name: known.get(id)?.name ?? id, wbs: known.get(id)?.wbs ?? '', unitCount: assigned.get(id) ?? 0 }));
    const view: TaktPlanView = { ...empty, wagons, areas: areas.map((a) => ({ locationId: a.locationId, name: a.name, unitCount: a.unitIds.length })) };
    const calendar = await this.calendarOf(auth, where, plan?.start ?? new Date().toISOString().slice(0, 10));
    view.calendarName = calendar.name;
    if (plan === null || savedOrder.length === 0) {
      view.plan = plan === null ? null : planOf(plan, savedOrder);
      return view;
    }
    const fields = { ...plan, wagonIds: savedOrder };
    const train = trainOf(fields, areas, calendar.days, SPARE_PERIODS);
    return { ...view, plan: planOf(plan, savedOrder), cells: train.cells, clashes: train.clashes, periods: train.periods };
  }

  /** The schedule's default calendar (else its first); Monday to Friday when it has none or the master plan cannot say. */
  private async calendarOf(auth: AuthContext, where: ScheduleScope, start: string): Promise<{ name: string | null; days: TaktWorkingDays }> {
    try {
      const { calendars } = await this.requester.call(masterplanRequests.listCalendars, auth, { projectId: where.projectId, scheduleId: where.scheduleId });
      const chosen = calendars.find((c) => c.isDefault) ?? calendars[0];
      if (chosen === undefined) return { name: null, days: weekdayCalendar() };
      const year = Number(start.slice(0, 4));
      return { name: chosen.name, days: taktWorkingDaysOf(chosen, { fromDate: `${year - 1}-01-01`, toDate: `${year + 10}-12-31` }) };
    } catch (error) {
      getProcessLogger().warn({ err: error, scheduleId: where.scheduleId }, 'calendars not read; takt plan on Monday to Friday');
      return { name: null, days: weekdayCalendar() };
    }
  }
}

/** Activities assigned to units of the structure's takt areas, with how many of its units each is assigned to. */
function assignedActivities(tree: TaktTree, areas: readonly TaktArea[]): Map<string, number> {
  const inAreas = new Set(areas.flatMap((a) => a.unitIds));
  const counts = new Map<string, number>();
  for (const unit of tree.units) {
    if (!inAreas.has(unit.id)) continue;
    for (const activityId of unit.activityIds) counts.set(activityId, (counts.get(activityId) ?? 0) + 1);
  }
  return counts;
}

function trainOf(
  plan: Pick<TaktPlanRecord, 'taktDays' | 'bufferPeriods' | 'start' | 'wagonIds' | 'shifts'>,
  areas: readonly TaktArea[],
  calendar: TaktWorkingDays,
  sparePeriods: number,
): Train {
  try {
    const locationIds = areas.map((a) => a.locationId);
    const lastPlain = locationIds.length + plan.wagonIds.length * (1 + plan.bufferPeriods);
    return generateTrain({ locationIds, wagonIds: plan.wagonIds, taktDays: plan.taktDays, bufferPeriods: plan.bufferPeriods, start: plan.start, calendar, shifts: plan.shifts, minPeriods: lastPlain + sparePeriods });
  } catch (error) {
    if (error instanceof TrainInputError) throw new ServiceError(error.code, error.message, 400);
    throw error;
  }
}

function planOf(plan: TaktPlanRecord, wagonIds: string[]): NonNullable<TaktPlanView['plan']> {
  return {
    taktDays: plan.taktDays,
    bufferPeriods: plan.bufferPeriods,
    start: plan.start,
    wagonIds,
    shifts: plan.shifts ?? {},
    generatedAt: plan.generatedAt === null ? null : new Date(plan.generatedAt).toISOString(),
    tasksWritten: plan.tasksWritten,
  };
}
