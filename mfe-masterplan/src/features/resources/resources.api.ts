import type { CreateResourceRequest, ListResourcesReply, ScheduleResource, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

/** A resource's fields, as the create and edit calls take them (the place is the address). */
export type ResourceFields = Omit<CreateResourceRequest, 'projectId' | 'scheduleId'>;

const resourcesPath = ({ projectId, scheduleId }: ScheduleScope) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/resources`;

export function listResources(place: ScheduleScope): Promise<ListResourcesReply> {
  return apiRequest<ListResourcesReply>(resourcesPath(place));
}

export function createResource(place: ScheduleScope, fields: ResourceFields): Promise<ScheduleResource> {
  return apiRequest<ScheduleResource>(resourcesPath(place), { method: 'POST', body: fields });
}

export function updateResource(place: ScheduleScope, resourceId: string, fields: ResourceFields): Promise<ScheduleResource> {
  return apiRequest<ScheduleResource>(`${resourcesPath(place)}/${encodeURIComponent(resourceId)}`, { method: 'PUT', body: fields });
}

export function deleteResource(place: ScheduleScope, resourceId: string): Promise<void> {
  return apiRequest<void>(`${resourcesPath(place)}/${encodeURIComponent(resourceId)}`, { method: 'DELETE' });
}

/** Sets an activity's quantity of the resource; 0 takes the assignment away. */
export function assignResource(place: ScheduleScope, resourceId: string, activityId: string, quantity: number): Promise<ScheduleResource> {
  return apiRequest<ScheduleResource>(`${resourcesPath(place)}/${encodeURIComponent(resourceId)}/assignments/${encodeURIComponent(activityId)}`, { method: 'PUT', body: { quantity } });
}
