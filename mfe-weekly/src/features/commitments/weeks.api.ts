import type { CloseWeekRequest, CommitTasksRequest, WeekReply } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export interface WeekPlace {
  projectId: string;
  scheduleId: string;
}

const weeksPath = ({ projectId, scheduleId }: WeekPlace) => `/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/weeks`;
const weekPath = (place: WeekPlace, weekStart: string) => `${weeksPath(place)}/${encodeURIComponent(weekStart)}`;

export function getWeek(place: WeekPlace, date: string): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weeksPath(place)}?date=${encodeURIComponent(date)}`);
}

export function commitTasks(place: WeekPlace, weekStart: string, commitments: CommitTasksRequest['commitments']): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/commitments`, { method: 'POST', body: { commitments } });
}

export function updateCommitment(place: WeekPlace, weekStart: string, commitmentId: string, percent: number): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/commitments/${encodeURIComponent(commitmentId)}`, { method: 'PATCH', body: { percent } });
}

export function removeCommitment(place: WeekPlace, weekStart: string, commitmentId: string): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/commitments/${encodeURIComponent(commitmentId)}`, { method: 'DELETE' });
}

export function closeWeek(place: WeekPlace, weekStart: string, realized: CloseWeekRequest['realized']): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/close`, { method: 'POST', body: { realized } });
}

export function resetWeek(place: WeekPlace, weekStart: string): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/reset`, { method: 'POST', body: {} });
}
