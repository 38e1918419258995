import type { MasterplanListSchedulesReply, MasterplanScheduleSummary as ScheduleSummary } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export type { ScheduleSummary };

export async function listScheduleSummaries(projectId: string): Promise<ScheduleSummary[]> {
  const response = await apiRequest<MasterplanListSchedulesReply>(
    `/masterplan/projects/${encodeURIComponent(projectId)}/schedules`,
  );
  return response.schedules;
}
