import { Injectable } from '@nestjs/common';
import {
  analyticsCharts,
  permissionAllows,
  projectsRequests,
  type AnalyticsChart,
  type AnalyticsFilters,
  type AuthContext,
  type CncFiguresReply,
  type PcrFiguresReply,
  type PpcFiguresReply,
  type RoadblockIndicatorsReply,
} from '@tenon/contracts';
import { addDays, cncPareto, dayNumber, dayOf, pcrByWeek, ppcFigures, ppcVariability, roadblockAgeing, ppcOfCounts, type RoadblockFacts } from '@tenon/lean';
import { companyScope, KafkaRequester, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import { CncFactsRepository } from '../cnc-facts/cnc-facts.repository';
import { PpcWeeksRepository } from '../ppc-weeks/ppc-weeks.repository';
import { RoadblockFactsRepository, type RoadblockFactRecord } from '../roadblock-facts/roadblock-facts.repository';

/** Request topics the figures ask: access checks and the schedules a caller sees. */
export const FIGURES_CALLS: readonly string[] = [projectsRequests.listSchedules];

/** The PCR chart shows at most two years of weeks; a wider range starts two years before its end. */
const PCR_WEEKS_MAX = 104;

export interface Scope {
  tenant: TenantScope;
  projectId: string;
  scheduleIds: string[];
}

/** The dashboard's figures: each chart refused without its permission (spec part 3 §2.7), counted over the caller's schedules. */
@Injectable()
export class FiguresService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly requester: KafkaRequester,
    private readonly ppcWeeks: PpcWeeksRepository,
    private readonly cncs: CncFactsRepository,
    private readonly roadblocks: RoadblockFactsRepository,
  ) {}

  async ppc(auth: AuthContext, filters: AnalyticsFilters): Promise<PpcFiguresReply> {
    const scope = await this.scopeFor(auth, filters, 'ppc');
    const rows = await this.ppcWeeks.listOfSchedules(scope.tenant, scope.scheduleIds, filters);
    const byWeek = new Map<string, { weekStart: string; committed: number; completed: number }>();
    const bySchedule = new Map<string, { committed: number; completed: number }>();
    for (const row of rows) {
      const week = byWeek.get(row.weekStart) ?? { weekStart: row.weekStart, committed: 0, completed: 0 };
      week.committed += row.committed;
      week.completed += row.completed;
      byWeek.set(row.weekStart, week);
      const schedule = bySchedule.get(row.scheduleId) ?? { committed: 0, completed: 0 };
      schedule.committed += row.committed;
      schedule.completed += row.completed;
      bySchedule.set(row.scheduleId, schedule);
    }
    const figures = ppcFigures([...byWeek.values()]);
    return {
      ...figures,
      variability: ppcVariability(figures.weeks.map((w) => w.ppc)),
      schedules: scope.scheduleIds
        .filter((id) => bySchedule.has(id))
        .map((scheduleId) => {
          const tally = bySchedule.get(scheduleId) as { committed: number; completed: number };
          return { scheduleId, ...tally, ppc: ppcOfCounts(tally.committed, tally.completed) };
        }),
    };
  }

  async pcr(auth: AuthContext, filters: AnalyticsFilters, today = new Date()): Promise<PcrFiguresReply> {
    const scope = await this.scopeFor(auth, filters, 'pcr');
    const day = dayOf(today);
    const facts = this.ofResponsibles(await this.roadblocks.list(scope.tenant, scope.projectId, scope.scheduleIds), filters.responsibleIds);
    const last = filters.to !== undefined && filters.to < day ? filters.to : day;
    const earliest = facts.flatMap((f) => [f.createdOn, f.commitmentDate ?? f.createdOn]).sort()[0];
    let first = filters.from ?? (earliest === undefined ? last : mondayOf(earliest));
    if (dayNumber(last) - dayNumber(first) > PCR_WEEKS_MAX * 7) first = addDays(last, -PCR_WEEKS_MAX * 7 + 1);
    const weeks = dayNumber(first) > dayNumber(last) ? [] : pcrByWeek(facts.map(toRoadblockFacts), first, last);
    const rows = new Map<string | null, PcrFiguresReply['responsibles'][number]>();
    // The team table (and its week filter) counts the roadblocks due in the range, or raised in it when undated.
    const inRange = (fact: RoadblockFactRecord) => {
      const day = fact.commitmentDate ?? fact.createdOn;
      return (filters.from === undefined || day >= filters.from) && (filters.to === undefined || day <= filters.to);
    };
    for (const fact of facts.filter(inRange)) {
      const dueByNow = fact.commitmentDate !== null && fact.commitmentDate <= day;
      for (const responsibleId of fact.responsibleIds.length === 0 ? [null] : fact.responsibleIds) {
        const row = rows.get(responsibleId) ?? { responsibleId, total: 0, open: 0, due: 0, releasedOnTime: 0, overdue: 0 };
        row.total += 1;
        if (fact.releaseDate === null) row.open += 1;
        if (dueByNow) row.due += 1;
        if (dueByNow && fact.releaseDate !== null && fact.releaseDate <= (fact.commitmentDate as string)) row.releasedOnTime += 1;
        if (fact.releaseDate === null && fact.commitmentDate !== null && fact.commitmentDate < day) row.overdue += 1;
        rows.set(responsibleId, row);
      }
    }
    return { weeks, responsibles: [...rows.values()].sort((a, b) => b.total - a.total || String(a.responsibleId).localeCompare(String(b.responsibleId))) };
  }

  async cnc(auth: AuthContext, filters: AnalyticsFilters): Promise<CncFiguresReply> {
    const scope = await this.scopeFor(auth, filters, 'cnc');
    const all = await this.cncs.list(scope.tenant, { projectId: scope.projectId, scheduleIds: scope.scheduleIds, from: filters.from, to: filters.to });
    const wanted = nonEmpty(filters.responsibleIds);
    const facts = wanted === null ? all : all.filter((f) => f.responsibleId !== null && wanted.has(f.responsibleId));
    const types = cncPareto(facts, new Map()).map(({ typeName: _unnamed, ...row }) => row);
    const rows = new Map<string | null, CncFiguresReply['responsibles'][number]>();
    for (const fact of facts) {
      const row = rows.get(fact.responsibleId) ?? { responsibleId: fact.responsibleId, cncs: 0, unsolved: 0 };
      row.cncs += 1;
      if (fact.status !== 'resolved') row.unsolved += 1;
      rows.set(fact.responsibleId, row);
    }
    return { total: facts.length, types, responsibles: [...rows.values()].sort((a, b) => b.cncs - a.cncs || String(a.responsibleId).localeCompare(String(b.responsibleId))) };
  }

  async roadblockIndicators(auth: AuthContext, filters: AnalyticsFilters, today = new Date()): Promise<RoadblockIndicatorsReply> {
    const scope = await this.scopeFor(auth, filters, 'roadblocks');
    const facts = this.ofResponsibles(await this.roadblocks.list(scope.tenant, scope.projectId, scope.scheduleIds), filters.responsibleIds);
    const ageing = roadblockAgeing(facts.map(toRoadblockFacts), dayOf(today));
    return { ...ageing, open: facts.filter((f) => f.releaseDate === null).length };
  }

  private ofResponsibles(facts: RoadblockFactRecord[], responsibleIds: string[] | undefined): RoadblockFactRecord[] {
    const wanted = nonEmpty(responsibleIds);
    return wanted === null ? facts : facts.filter((f) => f.responsibleIds.some((id) => wanted.has(id)));
  }

  /**
   * The chart's permission first (the gateway asked for some analytics access, this chart needs its own), then the
   * project and each schedule asked for through the projects service; without a schedule filter, every schedule the
   * caller sees.
   */
  async scopeFor(auth: AuthContext, filters: AnalyticsFilters, chart: AnalyticsChart): Promise<Scope> {
    if (!permissionAllows(auth.permissions?.[analyticsCharts[chart]], 'V')) {
      throw new ServiceError('NO_PERMISSION', "You don't have access to this graph.", 403, { chart });
    }
    const projectId = filters.projectId;
    let scheduleIds = [...new Set(filters.scheduleIds ?? [])];
    if (scheduleIds.length > 0) {
      await Promise.all(scheduleIds.map((scheduleId) => this.access.assertScheduleAccess(auth, { projectId, scheduleId })));
    } else {
      const reply = await this.requester.call(projectsRequests.listSchedules, auth, { projectId });
      scheduleIds = reply.schedules.map((s) => s.id);
    }
    return { tenant: companyScope(auth.companyId), projectId, scheduleIds };
  }
}

function nonEmpty(ids: string[] | undefined): Set<string> | null {
  return ids === undefined || ids.length === 0 ? null : new Set(ids);
}

function toRoadblockFacts(fact: RoadblockFactRecord): RoadblockFacts {
  return { id: fact.constraintId, createdOn: fact.createdOn, commitmentDate: fact.commitmentDate, releaseDate: fact.releaseDate };
}

function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}
