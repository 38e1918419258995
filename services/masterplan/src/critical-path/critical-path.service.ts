import { Injectable } from '@nestjs/common';
import type { AuthContext, CriticalPathReply, CriticalPathRequest } from '@tenon/contracts';
import { CycleError, schedule } from '@tenon/scheduling';
import { ProjectAccessClient, ServiceError, companyScope } from '@tenon/service-kit';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { PlanStore } from '../plan/plan.store';
import { DataDatesRepository } from '../progress/schedule-progress.repository';
import { toCriticalPathReply, toScheduleModel } from './schedule-model';

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
    const scope = companyScope(auth.companyId);
    const [rows, calendars, dataDate] = await Promise.all([
      this.plans.rows(scope, request.scheduleId),
      this.calendars.listOfSchedule(scope, request.scheduleId),
      this.dataDates.dataDateOf(scope, request.scheduleId),
    ]);
    const activities = [...rows.activities.values()].map((a) => ({ ...a, companyId: scope.companyId, scheduleId: request.scheduleId }));
    const links = [...rows.links.values()].map((l) => ({ ...l, scheduleId: request.scheduleId }));
    const data = { activities, links, calendars, dataDate: dataDate?.dataDate ?? null };
    const model = toScheduleModel(data);
    try {
      return toCriticalPathReply(request.scheduleId, data, model, schedule(model));
    } catch (error) {
      if (!(error instanceof CycleError)) throw error;
      const names = new Map(activities.map((a) => [a.id, a.name]));
      const cycle = error.activityIds.map((id) => ({ id, name: names.get(id) ?? id }));
      throw new ServiceError('SCHEDULE_CYCLE', `Circular links: ${cycle.map((a) => a.name).join(' → ')} → ${cycle[0]?.name ?? ''}`, 422, { cycle });
    }
  }
}
