import { apiRequest } from '@tenon/ui';

const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/schedules`;

/** Schedules are the projects service's; the master plan creates, renames, orders and deletes them through it. */
export function createSchedule(projectId: string, name: string): Promise<{ schedule: { id: string; name: string } }> {
  return apiRequest(base(projectId), { method: 'POST', body: { name } });
}

export function renameSchedule(projectId: string, scheduleId: string, name: string): Promise<{ schedule: { id: string; name: string } }> {
  return apiRequest(`${base(projectId)}/${encodeURIComponent(scheduleId)}`, { method: 'PATCH', body: { name } });
}

export function reorderSchedules(projectId: string, scheduleIds: string[]): Promise<unknown> {
  return apiRequest(`${base(projectId)}/order`, { method: 'PUT', body: { scheduleIds } });
}

export function deleteSchedule(projectId: string, scheduleId: string): Promise<void> {
  return apiRequest(`${base(projectId)}/${encodeURIComponent(scheduleId)}`, { method: 'DELETE' });
}
