import type { CriticalPathReply as CriticalPath, ScheduledActivity } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export type { CriticalPath, ScheduledActivity };

export function fetchCriticalPath(projectId: string, scheduleId: string): Promise<CriticalPath> {
  return apiRequest<CriticalPath>(
    `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/critical-path`,
  );
}
