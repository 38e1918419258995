import { Injectable } from '@nestjs/common';
import type { AuthContext, ExportPlanData, ExportPlanReply } from '@tenon/contracts';
import { MAX_BASELINE_NUMBER } from '@tenon/scheduling';
import { writeSchedule } from '@tenon/scheduling/writers';
import { companyScope } from '@tenon/service-kit';
import { BaselinesRepository } from '../baselines/baselines.repository';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { toScheduleModel } from '../critical-path/schedule-model';
import { PlanService } from '../plan/plan.service';
import { exportFileName, exportMediaType, withBaselines } from './plan-export';

/**
 * The plan as a file MS Project or P6 opens (spec 2 §2.11): the saved rows with their calendars, WBS, links,
 * constraints and progress, written by the same writers as the command line's `--export`. Anyone who may read the
 * Gantt may take it away. The active baseline goes with it, so the planned dates are not lost on the way.
 */
@Injectable()
export class PlanExportService {
  constructor(
    private readonly plans: PlanService,
    private readonly calendars: CalendarsRepository,
    private readonly baselines: BaselinesRepository,
  ) {}

  async export(auth: AuthContext, request: ExportPlanData): Promise<ExportPlanReply> {
    // The plan read checks the company, the membership and the Gantt permission.
    const plan = await this.plans.read(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    const scope = companyScope(auth.companyId);
    const calendars = await this.calendars.listOfSchedule(scope, request.scheduleId);
    // Newest first: the active one, then the latest ten others, numbered oldest first.
    const saved = await this.baselines.listOfSchedule(scope, request.scheduleId);
    const active = saved.find((baseline) => baseline.active);
    const others = saved.filter((baseline) => !baseline.active).slice(0, MAX_BASELINE_NUMBER).reverse();
    const [activePoints, ...otherPoints] = await Promise.all([active, ...others].map(async (baseline) => (baseline === undefined ? [] : this.baselines.points(scope, baseline))));
    const activities = plan.activities.map((a) => ({ ...a, companyId: auth.companyId, scheduleId: request.scheduleId }));
    const links = plan.links.map((l) => ({ ...l, scheduleId: request.scheduleId }));
    const model = withBaselines({ ...toScheduleModel({ activities, links, calendars }), name: request.name }, activePoints ?? [], otherPoints);
    return {
      fileName: exportFileName(request.name, request.format),
      mediaType: exportMediaType(request.format),
      content: writeSchedule(model, request.format),
      activities: plan.activities.length,
      links: plan.links.length,
    };
  }
}
