import { apiRequest } from '@tenon/ui';

export interface LookaheadOverview {
  scheduleId: string;
  taskCount: number;
  constraintCount: number;
}

export function getLookaheadOverview(projectId: string, scheduleId: string): Promise<LookaheadOverview> {
  return apiRequest<LookaheadOverview>(`/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
