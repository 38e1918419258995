import type { TaktPlanView, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';
import type { PlanDraft } from './plan-model';

const planPath = ({ projectId, scheduleId }: ScheduleScope) => `/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/plan`;

export function getPlanView(place: ScheduleScope, structureId: string | null): Promise<TaktPlanView> {
  return apiRequest<TaktPlanView>(structureId === null ? planPath(place) : `${planPath(place)}?structureId=${encodeURIComponent(structureId)}`);
}

/** Saves the plan and writes the dates of its takt tasks; answers the plan as stored. */
export function savePlan(place: ScheduleScope, draft: PlanDraft): Promise<TaktPlanView> {
  return apiRequest<TaktPlanView>(planPath(place), { method: 'PUT', body: draft });
}
