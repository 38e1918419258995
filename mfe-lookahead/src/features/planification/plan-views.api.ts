import type { ListPlanViewsReply, PlanView, PlanViewSettings } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';
import type { PlanPlace } from './tasks.api';

const base = ({ projectId, scheduleId }: PlanPlace) => `/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/views`;

export function listPlanViews(place: PlanPlace): Promise<ListPlanViewsReply> {
  return apiRequest(base(place));
}

export async function saveDefaultPlanView(place: PlanPlace, settings: PlanViewSettings): Promise<PlanView> {
  return (await apiRequest<{ view: PlanView }>(`${base(place)}/default`, { method: 'PUT', body: { settings } })).view;
}

export async function createPlanView(place: PlanPlace, body: { name: string; public: boolean; settings: PlanViewSettings }): Promise<PlanView> {
  return (await apiRequest<{ view: PlanView }>(base(place), { method: 'POST', body })).view;
}

export async function updatePlanView(place: PlanPlace, viewId: string, body: { name?: string; public?: boolean; settings?: PlanViewSettings }): Promise<PlanView> {
  return (await apiRequest<{ view: PlanView }>(`${base(place)}/${encodeURIComponent(viewId)}`, { method: 'PATCH', body })).view;
}

export function deletePlanView(place: PlanPlace, viewId: string): Promise<void> {
  return apiRequest(`${base(place)}/${encodeURIComponent(viewId)}`, { method: 'DELETE' });
}
