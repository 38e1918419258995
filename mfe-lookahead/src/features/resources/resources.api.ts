import type { LookaheadResourcesReply } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export interface ResourcesPlace {
  projectId: string;
  scheduleId: string;
}

export function getResourcesWindow({ projectId, scheduleId }: ResourcesPlace, start: string, days: number): Promise<LookaheadResourcesReply> {
  return apiRequest<LookaheadResourcesReply>(`/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/resources?start=${encodeURIComponent(start)}&days=${days}`);
}
