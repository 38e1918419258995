import type { WeeklyOverview } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export type { WeeklyOverview };

export function getWeeklyOverview(projectId: string, scheduleId: string): Promise<WeeklyOverview> {
  return apiRequest<WeeklyOverview>(`/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
