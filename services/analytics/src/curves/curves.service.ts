import { Injectable } from '@nestjs/common';
import type { AnalyticsFilters, AuthContext, CurvesFiguresReply, SectorFiguresReply } from '@tenon/contracts';
import {
  actualGapDays,

  basePercentOn,
  curveActivities,
  dayNumber,
  dayOf,
  milestoneFactsOf,
  milestoneForecasts,
  ppcFigures,
  projectedPercentOn,
  realPercentOn,
  realRatePerDay,
  round1,
  sCurve,
  topActivityProgress,
  speedCurve,
  type CurveRow,
  type ProgressReading,
} from '@tenon/lean';
import { FiguresService, type Scope } from '../figures/figures.service';
import { PpcWeeksRepository } from '../ppc-weeks/ppc-weeks.repository';
import { BaselineChunksRepository, CurveActivitiesRepository, ProgressUpdatesRepository, type CurveActivityRecord } from './curves.repository';

/** At most this many points on the S-curve: a long job is drawn every two weeks or more rather than every week. */
const CURVE_POINTS_MAX = 260;
/** The recent pace of the real curve and the planned pace ahead are read over four weeks. */
const PACE_WINDOW_DAYS = 28;

interface PlanFacts {
  rows: Array<CurveRow & { scheduleId: string }>;
  readings: ProgressReading[];
  hasBaseline: boolean;
  dataDate: string;
  today: string;
}

/** The master plan's curves for the dashboard: S-curve, speed, gap, milestone forecast and sector progress. */
@Injectable()
export class CurvesService {
  constructor(
    private readonly figures: FiguresService,
    private readonly activities: CurveActivitiesRepository,
    private readonly baselines: BaselineChunksRepository,
    private readonly updates: ProgressUpdatesRepository,
    private readonly ppcWeeks: PpcWeeksRepository,
  ) {}

  /** Plan reads under way, by what they read: a second request for the same plan waits for the first. */
  private readonly reading = new Map<string, Promise<PlanFacts>>();

  async curves(auth: AuthContext, filters: AnalyticsFilters, now = new Date()): Promise<CurvesFiguresReply> {
    const scope = await this.figures.scopeFor(auth, filters, 'scurve');
    const plan = await this.planFacts(scope, now);
    const activities = curveActivities(plan.rows);
    const dataN = dayNumber(plan.dataDate);
    const span = activities.length === 0 ? 0 : Math.max(...activities.map((a) => dayNumber(a.finish))) - Math.min(...activities.map((a) => dayNumber(a.start)));
    const points = sCurve(activities, plan.readings, plan.today, { stepDays: 7 * Math.max(1, Math.ceil(span / 7 / CURVE_POINTS_MAX)), from: filters.from ?? null, to: filters.to ?? null });
    const real = realPercentOn(activities, plan.readings, dataN);
    const base = basePercentOn(activities, dataN);
    const weeks = await this.ppcWeeks.listOfSchedules(scope.tenant, scope.scheduleIds, {});
    const pace = {
      realPercent: real,
      realRatePerDay: realRatePerDay(activities, plan.readings, plan.dataDate, PACE_WINDOW_DAYS),
      plannedRatePerDay: (projectedPercentOn(activities, dataN + PACE_WINDOW_DAYS) - projectedPercentOn(activities, dataN)) / PACE_WINDOW_DAYS,
      averagePpc: ppcFigures(weeks).average,
    };
    const facts = milestoneFactsOf(plan.rows);
    const floatOf = new Map(facts.map((m) => [m.id, m.floatDays]));
    return {
      dataDate: plan.dataDate,
      today: plan.today,
      hasBaseline: plan.hasBaseline,
      activities: activities.length,
      points,
      speed: speedCurve(points),
      real: round1(real),
      projected: round1(projectedPercentOn(activities, dataN)),
      base: base === null ? null : round1(base),
      gapDays: activities.length === 0 ? null : actualGapDays(activities, plan.readings, plan.dataDate),
      realRatePerDay: Math.round(pace.realRatePerDay * 100) / 100,
      milestones: milestoneForecasts(facts, pace, plan.dataDate).map((m) => ({ ...m, floatDays: floatOf.get(m.id) ?? 0 })),
    };
  }

  async sectors(auth: AuthContext, filters: AnalyticsFilters, now = new Date()): Promise<SectorFiguresReply> {
    const scope = await this.figures.scopeFor(auth, filters, 'sectors');
    const plan = await this.planFacts(scope, now);
    const sectors = scope.scheduleIds.flatMap((scheduleId) =>
      topActivityProgress(
        plan.rows.filter((row) => row.scheduleId === scheduleId),
        plan.readings,
        plan.dataDate,
      ).map((sector) => ({ scheduleId, ...sector })),
    );
    return { dataDate: plan.dataDate, sectors };
  }

  /**
   * The rows with their baseline dates, and the readings: each schedule update's progress on its day, then the plan's
   * progress now on today (what was recorded since the last update). The data date is the latest update's day.
   */
  private planFacts(scope: Scope, now: Date): Promise<PlanFacts> {
    // The dashboard asks for the curves and the sectors at once: one read of the plan answers both.
    const key = JSON.stringify([scope.tenant.companyId, scope.projectId, [...scope.scheduleIds].sort(), dayOf(now)]);
    const running = this.reading.get(key);
    if (running !== undefined) return running;
    const read = this.readPlanFacts(scope, now).finally(() => this.reading.delete(key));
    this.reading.set(key, read);
    return read;
  }

  private async readPlanFacts(scope: Scope, now: Date): Promise<PlanFacts> {
    const today = dayOf(now);
    const [records, points, updates] = await Promise.all([
      this.activities.listOfSchedules(scope.tenant, scope.projectId, scope.scheduleIds),
      this.baselines.pointsOfSchedules(scope.tenant, scope.projectId, scope.scheduleIds),
      this.updates.listOfSchedules(scope.tenant, scope.projectId, scope.scheduleIds),
    ]);
    const baselineOf = new Map(points.map((p) => [p.activityId, p]));
    const rows = records.map((record: CurveActivityRecord) => {
      const point = baselineOf.get(record.activityId);
      return { ...record, id: record.activityId, baselineStart: point?.start ?? null, baselineFinish: point?.finish ?? null };
    });
    const readings: ProgressReading[] = updates
      .filter((update) => update.day <= today)
      .flatMap((update) => Object.entries(update.activityProgress).map(([activityId, progress]) => ({ activityId, day: update.day, progress })));
    for (const row of rows) readings.push({ activityId: row.id, day: today, progress: row.progress });
    const measured = updates.map((u) => u.day).filter((day) => day <= today).sort();
    return { rows, readings, hasBaseline: points.length > 0, dataDate: measured[measured.length - 1] ?? today, today };
  }
}
