import type { PlanReply, SavePlanReply, SavePlanRequest } from '@tenon/contracts';
import { apiRequest } from '@tenon/ui';

const planPath = (projectId: string, scheduleId: string) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/plan`;

export function fetchPlan(projectId: string, scheduleId: string): Promise<PlanReply> {
  return apiRequest<PlanReply>(planPath(projectId, scheduleId));
}

export function savePlan(request: SavePlanRequest): Promise<SavePlanReply> {
  return apiRequest<SavePlanReply>(planPath(request.projectId, request.scheduleId), { method: 'PUT', body: request });
}
