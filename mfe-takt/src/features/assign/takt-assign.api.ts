import type { TaktAssignView } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';
import type { TaktPlace } from '../units/takt-units.api';

const assignPath = ({ projectId, scheduleId }: TaktPlace) => `/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;

export function getAssignView(place: TaktPlace): Promise<TaktAssignView> {
  return apiRequest<TaktAssignView>(`${assignPath(place)}/assign`);
}

export function assignUnits(place: TaktPlace, activityIds: string[], unitIds: string[]): Promise<TaktAssignView> {
  return apiRequest<TaktAssignView>(`${assignPath(place)}/assign`, { method: 'POST', body: { activityIds, unitIds } });
}

export function unassignUnits(place: TaktPlace, activityIds: string[], unitIds: string[]): Promise<TaktAssignView> {
  return apiRequest<TaktAssignView>(`${assignPath(place)}/unassign`, { method: 'POST', body: { activityIds, unitIds } });
}
