import type { CloseWeekRequest, CommitTasksRequest, WeekReply, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest, weekReadPath } from '@tenon/ui';

const weeksPath = ({ projectId, scheduleId }: ScheduleScope) => `/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/weeks`;
const weekPath = (place: ScheduleScope, weekStart: string) => `${weeksPath(place)}/${encodeURIComponent(weekStart)}`;

export function getWeek(place: ScheduleScope, date: string): Promise<WeekReply> {
  // The shell may have sent this very read while this module loaded (first-reads.ts): the path must stay the same.
  return apiRequest<WeekReply>(weekReadPath(place, date));
}

export function commitTasks(place: ScheduleScope, weekStart: string, commitments: CommitTasksRequest['commitments']): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/commitments`, { method: 'POST', body: { commitments } });
}

export function updateCommitment(place: ScheduleScope, weekStart: string, commitmentId: string, percent: number): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/commitments/${encodeURIComponent(commitmentId)}`, { method: 'PATCH', body: { percent } });
}

export function removeCommitment(place: ScheduleScope, weekStart: string, commitmentId: string): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/commitments/${encodeURIComponent(commitmentId)}`, { method: 'DELETE' });
}

export function closeWeek(place: ScheduleScope, weekStart: string, realized: CloseWeekRequest['realized']): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/close`, { method: 'POST', body: { realized } });
}

export function resetWeek(place: ScheduleScope, weekStart: string): Promise<WeekReply> {
  return apiRequest<WeekReply>(`${weekPath(place, weekStart)}/reset`, { method: 'POST', body: {} });
}
