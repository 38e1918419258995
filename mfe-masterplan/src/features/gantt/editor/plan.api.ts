import type { ActivityTaskCountsReply, PlanReply, SavePlanReply, SavePlanRequest } from '@tenon/contracts';
import { apiRequest, planReadPath } from '@tenon/ui';

// The shell may have sent the plan's read while this module loaded (first-reads.ts): the path must stay the same.
const planPath = (projectId: string, scheduleId: string) => planReadPath({ projectId, scheduleId });

/** How many lookahead tasks each activity has (the Gantt's task count); activities without any are left out. */
export async function fetchTaskCounts(projectId: string, scheduleId: string): Promise<Record<string, number>> {
  return (await apiRequest<ActivityTaskCountsReply>(`/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/task-counts`)).counts;
}

export function fetchPlan(projectId: string, scheduleId: string): Promise<PlanReply> {
  return apiRequest<PlanReply>(planPath(projectId, scheduleId));
}

export function savePlan(request: SavePlanRequest): Promise<SavePlanReply> {
  return apiRequest<SavePlanReply>(planPath(request.projectId, request.scheduleId), { method: 'PUT', body: request });
}
