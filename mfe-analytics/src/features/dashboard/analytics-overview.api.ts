import { apiRequest } from '@tenon/ui';

export interface AnalyticsOverview {
  scheduleId: string;
  activityCount: number;
  ppcWeeks: unknown[];
}

export function getAnalyticsOverview(projectId: string, scheduleId: string): Promise<AnalyticsOverview> {
  return apiRequest<AnalyticsOverview>(`/analytics/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
