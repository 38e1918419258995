import type { TaktOverview } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export type { TaktOverview };

export function getTaktOverview(projectId: string, scheduleId: string): Promise<TaktOverview> {
  return apiRequest<TaktOverview>(`/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
