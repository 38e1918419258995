import type { TaktAnalyticsReply } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';
import type { TaktPlace } from '../units/takt-units.api';

export function getTaktAnalytics({ projectId, scheduleId }: TaktPlace, structureId: string | null): Promise<TaktAnalyticsReply> {
  const query = structureId === null ? '' : `?structureId=${encodeURIComponent(structureId)}`;
  return apiRequest<TaktAnalyticsReply>(`/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/analytics${query}`);
}
