import type { AnalyticsOverview } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export type { AnalyticsOverview };

export function getAnalyticsOverview(projectId: string, scheduleId: string): Promise<AnalyticsOverview> {
  return apiRequest<AnalyticsOverview>(`/analytics/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
