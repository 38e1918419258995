import { apiRequest } from '@tenon/ui';

export interface TaktOverview {
  scheduleId: string;
  locationCount: number;
  unitCount: number;
}

export function getTaktOverview(projectId: string, scheduleId: string): Promise<TaktOverview> {
  return apiRequest<TaktOverview>(`/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
