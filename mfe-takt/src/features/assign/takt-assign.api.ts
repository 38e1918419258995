import type { TaktAssignView, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

const assignPath = ({ projectId, scheduleId }: ScheduleScope) => `/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;

export function getAssignView(place: ScheduleScope): Promise<TaktAssignView> {
  return apiRequest<TaktAssignView>(`${assignPath(place)}/assign`);
}

export function assignUnits(place: ScheduleScope, activityIds: string[], unitIds: string[]): Promise<TaktAssignView> {
  return apiRequest<TaktAssignView>(`${assignPath(place)}/assign`, { method: 'POST', body: { activityIds, unitIds } });
}

export function unassignUnits(place: ScheduleScope, activityIds: string[], unitIds: string[]): Promise<TaktAssignView> {
  return apiRequest<TaktAssignView>(`${assignPath(place)}/unassign`, { method: 'POST', body: { activityIds, unitIds } });
}
