import type { ListSavedViewsReply, SavedView, SavedViewReply } from '@tenon/contracts/types';
import { apiRequest } from '../api/api-client';

/** The saved views of one schedule's screen, under `path` (e.g. `/lookahead/projects/{p}/schedules/{s}/views`). */
export function savedViewsApi<Settings>(path: string) {
  const one = (viewId: string) => `${path}/${encodeURIComponent(viewId)}`;
  return {
    list: (): Promise<ListSavedViewsReply<Settings>> => apiRequest(path),
    saveDefault: async (settings: Settings): Promise<SavedView<Settings>> => (await apiRequest<SavedViewReply<Settings>>(`${path}/default`, { method: 'PUT', body: { settings } })).view,
    create: async (body: { name: string; public: boolean; settings: Settings }): Promise<SavedView<Settings>> => (await apiRequest<SavedViewReply<Settings>>(path, { method: 'POST', body })).view,
    update: async (viewId: string, body: { name?: string; public?: boolean; settings?: Settings }): Promise<SavedView<Settings>> =>
      (await apiRequest<SavedViewReply<Settings>>(one(viewId), { method: 'PATCH', body })).view,
    remove: (viewId: string): Promise<void> => apiRequest(one(viewId), { method: 'DELETE' }),
  };
}

/** Where a service keeps a schedule's views of its screen. */
export const savedViewsPath = (service: 'masterplan' | 'lookahead', projectId: string, scheduleId: string): string =>
  `/${service}/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/views`;
