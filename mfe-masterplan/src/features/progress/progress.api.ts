import type { ActivityProgressHistoryReply, DataDateReply, ListScheduleUpdatesReply, ScheduleUpdateSummary, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

const schedulePath = ({ projectId, scheduleId }: ScheduleScope) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;

export function setDataDate(place: ScheduleScope, dataDate: string | null): Promise<DataDateReply> {
  return apiRequest<DataDateReply>(`${schedulePath(place)}/data-date`, { method: 'PUT', body: { dataDate } });
}

export function listScheduleUpdates(place: ScheduleScope): Promise<ListScheduleUpdatesReply> {
  return apiRequest<ListScheduleUpdatesReply>(`${schedulePath(place)}/updates`);
}

export function saveScheduleUpdate(place: ScheduleScope, body: { name: string; comment: string }): Promise<ScheduleUpdateSummary> {
  return apiRequest<ScheduleUpdateSummary>(`${schedulePath(place)}/updates`, { method: 'POST', body });
}

export function activityProgressHistory(place: ScheduleScope, activityId: string): Promise<ActivityProgressHistoryReply> {
  return apiRequest<ActivityProgressHistoryReply>(`${schedulePath(place)}/activities/${encodeURIComponent(activityId)}/progress-history`);
}
