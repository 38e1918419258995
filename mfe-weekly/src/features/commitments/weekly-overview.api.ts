import { apiRequest } from '@tenon/ui';

export interface WeeklyOverview {
  scheduleId: string;
  commitmentCount: number;
  weeks: unknown[];
}

export function getWeeklyOverview(projectId: string, scheduleId: string): Promise<WeeklyOverview> {
  return apiRequest<WeeklyOverview>(`/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
