import type { LookaheadResourcesReply, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export function getResourcesWindow({ projectId, scheduleId }: ScheduleScope, start: string, days: number): Promise<LookaheadResourcesReply> {
  return apiRequest<LookaheadResourcesReply>(`/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/resources?start=${encodeURIComponent(start)}&days=${days}`);
}
