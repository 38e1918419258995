import { apiRequest } from '@tenon/ui';

export interface ScheduleSummary {
  id: string;
  name: string;
  activityCount: number;
}

export async function listScheduleSummaries(projectId: string): Promise<ScheduleSummary[]> {
  const response = await apiRequest<{ schedules: ScheduleSummary[] }>(
    `/masterplan/projects/${encodeURIComponent(projectId)}/schedules`,
  );
  return response.schedules;
}
