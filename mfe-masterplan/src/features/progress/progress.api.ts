import type { ActivityProgressHistoryReply, DataDateReply, ListScheduleUpdatesReply, ScheduleUpdateSummary } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export interface SchedulePlace {
  projectId: string;
  scheduleId: string;
}

const schedulePath = ({ projectId, scheduleId }: SchedulePlace) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;

export function setDataDate(place: SchedulePlace, dataDate: string | null): Promise<DataDateReply> {
  return apiRequest<DataDateReply>(`${schedulePath(place)}/data-date`, { method: 'PUT', body: { dataDate } });
}

export function listScheduleUpdates(place: SchedulePlace): Promise<ListScheduleUpdatesReply> {
  return apiRequest<ListScheduleUpdatesReply>(`${schedulePath(place)}/updates`);
}

export function saveScheduleUpdate(place: SchedulePlace, body: { name: string; comment: string }): Promise<ScheduleUpdateSummary> {
  return apiRequest<ScheduleUpdateSummary>(`${schedulePath(place)}/updates`, { method: 'POST', body });
}

export function activityProgressHistory(place: SchedulePlace, activityId: string): Promise<ActivityProgressHistoryReply> {
  return apiRequest<ActivityProgressHistoryReply>(`${schedulePath(place)}/activities/${encodeURIComponent(activityId)}/progress-history`);
}
