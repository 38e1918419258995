import type { PlanReply } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { listBaselines, readBaseline } from '../baselines/baselines.api';
import { listCalendars } from '../calendars/calendars.api';
import { fetchCriticalPath } from '../gantt/critical-path.api';
import { fetchPlan } from '../gantt/editor/plan.api';
import type { ScheduleRowsInput } from './schedule-rows';

export interface ScheduleExportData extends ScheduleRowsInput {
  dataDate: string | null;
}

/** The saved plan with what its exports print beside it: calendars, the active baseline and the engine's floats. */
export async function loadScheduleExport(projectId: string, scheduleId: string): Promise<ScheduleExportData> {
  const place = { projectId, scheduleId };
  const [plan, calendars, baselines, scheduled] = await Promise.all([
    fetchPlan(projectId, scheduleId),
    listCalendars(place),
    listBaselines(place),
    // A plan the engine cannot schedule (a loop of links) still exports, without floats.
    fetchCriticalPath(projectId, scheduleId).catch((error: unknown) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'NO_PERMISSION') return null;
      throw error;
    }),
  ]);
  const active = baselines.baselines.find((baseline) => baseline.active);
  const baseline = active === undefined ? null : await readBaseline(place, active.id);
  return fromPlan(plan, {
    calendars: calendars.calendars,
    baseline: baseline?.points ?? null,
    scheduled: scheduled?.activities ?? null,
  });
}

function fromPlan(plan: PlanReply, extra: Pick<ScheduleRowsInput, 'calendars' | 'baseline' | 'scheduled'>): ScheduleExportData {
  return { activities: plan.activities, links: plan.links, minutesPerDay: plan.engine.minutesPerDay, dataDate: plan.dataDate, ...extra };
}
