import type { GanttView, GanttViewSettings, ListGanttViewsReply } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

const base = (projectId: string, scheduleId: string) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/views`;

export function listViews(projectId: string, scheduleId: string): Promise<ListGanttViewsReply> {
  return apiRequest(base(projectId, scheduleId));
}

export async function saveDefaultView(projectId: string, scheduleId: string, settings: GanttViewSettings): Promise<GanttView> {
  return (await apiRequest<{ view: GanttView }>(`${base(projectId, scheduleId)}/default`, { method: 'PUT', body: { settings } })).view;
}

export async function createView(projectId: string, scheduleId: string, body: { name: string; public: boolean; settings: GanttViewSettings }): Promise<GanttView> {
  return (await apiRequest<{ view: GanttView }>(base(projectId, scheduleId), { method: 'POST', body })).view;
}

export async function updateView(projectId: string, scheduleId: string, viewId: string, body: { name?: string; public?: boolean; settings?: GanttViewSettings }): Promise<GanttView> {
  return (await apiRequest<{ view: GanttView }>(`${base(projectId, scheduleId)}/${encodeURIComponent(viewId)}`, { method: 'PATCH', body })).view;
}

export function deleteView(projectId: string, scheduleId: string, viewId: string): Promise<void> {
  return apiRequest(`${base(projectId, scheduleId)}/${encodeURIComponent(viewId)}`, { method: 'DELETE' });
}
