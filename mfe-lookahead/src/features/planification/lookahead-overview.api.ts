import type { LookaheadOverview } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export type { LookaheadOverview };

export function getLookaheadOverview(projectId: string, scheduleId: string): Promise<LookaheadOverview> {
  return apiRequest<LookaheadOverview>(`/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/overview`);
}
