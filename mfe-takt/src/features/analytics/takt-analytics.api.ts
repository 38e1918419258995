import type { TaktAnalyticsReply, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export function getTaktAnalytics({ projectId, scheduleId }: ScheduleScope, structureId: string | null): Promise<TaktAnalyticsReply> {
  const query = structureId === null ? '' : `?structureId=${encodeURIComponent(structureId)}`;
  return apiRequest<TaktAnalyticsReply>(`/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/analytics${query}`);
}
