import { Injectable } from '@nestjs/common';
import type { ActivityRow, AuthContext, CriticalPathReply, CriticalPathRequest } from '@tenon/contracts';
import { CycleError, schedule } from '@tenon/scheduling';
import { ProjectAccessClient, ServiceError, companyIdOf, companyScope, type TenantScope } from '@tenon/service-kit';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { PlanStore } from '../plan/plan.store';
import { DataDatesRepository } from '../progress/schedule-progress.repository';
import { minutesPerDayOf, toCriticalPathReply, toScheduleModel, type MasterPlanData } from './schedule-model';

/** What read models keep of an activity's schedule: floats in days of the schedule's default calendar. */
export type ActivityFloats = Required<Pick<ActivityRow, 'totalFloatDays' | 'freeFloatDays' | 'critical'>>;

/** The master plan scheduled by the CPM engine: this service is where a schedule's dates are authoritative. */
@Injectable()
export class CriticalPathService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly plans: PlanStore,
    private readonly calendars: CalendarsRepository,
    private readonly dataDates: DataDatesRepository,
  ) {}

  async calculate(auth: AuthContext, request: CriticalPathRequest): Promise<CriticalPathReply> {
    // The projects service checks company, membership and hidden schedules.
    await this.access.assertScheduleAccess(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    const data = await this.planData(companyScope(auth.companyId), request.scheduleId);
    const model = toScheduleModel(data);
    try {
      return toCriticalPathReply(request.scheduleId, data, model, schedule(model));
    } catch (error) {
      if (!(error instanceof CycleError)) throw error;
      const names = new Map(data.activities.map((a) => [a.id, a.name]));
      const cycle = error.activityIds.map((id) => ({ id, name: names.get(id) ?? id }));
      throw new ServiceError('SCHEDULE_CYCLE', `Circular links: ${cycle.map((a) => a.name).join(' → ')} → ${cycle[0]?.name ?? ''}`, 422, { cycle });
    }
  }

  /**
   * Each activity's floats and whether it is critical, as the Gantt shows them (days of the schedule's default
   * calendar), for the rows read models are sent. Empty while links make a cycle: the plan has no schedule then.
   */
  async floatsOf(scope: TenantScope, scheduleId: string): Promise<Map<string, ActivityFloats>> {
    const model = toScheduleModel(await this.planData(scope, scheduleId));
    let scheduled: ReturnType<typeof schedule>;
    try {
      scheduled = schedule(model);
    } catch (error) {
      if (error instanceof CycleError) return new Map();
      throw error;
    }
    const perDay = minutesPerDayOf(model);
    const days = (minutes: number) => Math.round((minutes / perDay) * 100) / 100;
    return new Map(
      [...scheduled.activities].map(([id, result]) => [id, { totalFloatDays: days(result.totalFloat), freeFloatDays: days(result.freeFloat), critical: result.critical }]),
    );
  }

  private async planData(scope: TenantScope, scheduleId: string): Promise<MasterPlanData> {
    const [rows, calendars, dataDate] = await Promise.all([
      this.plans.rows(scope, scheduleId),
      this.calendars.listOfSchedule(scope, scheduleId),
      this.dataDates.dataDateOf(scope, scheduleId),
    ]);
    const activities = [...rows.activities.values()].map((a) => ({ ...a, companyId: companyIdOf(scope), scheduleId }));
    const links = [...rows.links.values()].map((l) => ({ ...l, scheduleId }));
    return { activities, links, calendars, dataDate: dataDate?.dataDate ?? null };
  }
}
