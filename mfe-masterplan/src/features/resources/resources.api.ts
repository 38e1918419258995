import type { CreateResourceRequest, ListResourcesReply, SectorResource } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export interface ResourcePlace {
  projectId: string;
  scheduleId: string;
}

/** A resource's fields, as the create and edit calls take them (the place is the address). */
export type ResourceFields = Omit<CreateResourceRequest, 'projectId' | 'scheduleId'>;

const resourcesPath = ({ projectId, scheduleId }: ResourcePlace) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/resources`;

export function listResources(place: ResourcePlace): Promise<ListResourcesReply> {
  return apiRequest<ListResourcesReply>(resourcesPath(place));
}

export function createResource(place: ResourcePlace, fields: ResourceFields): Promise<SectorResource> {
  return apiRequest<SectorResource>(resourcesPath(place), { method: 'POST', body: fields });
}

export function updateResource(place: ResourcePlace, resourceId: string, fields: ResourceFields): Promise<SectorResource> {
  return apiRequest<SectorResource>(`${resourcesPath(place)}/${encodeURIComponent(resourceId)}`, { method: 'PUT', body: fields });
}

export function deleteResource(place: ResourcePlace, resourceId: string): Promise<void> {
  return apiRequest<void>(`${resourcesPath(place)}/${encodeURIComponent(resourceId)}`, { method: 'DELETE' });
}

/** Sets an activity's quantity of the resource; 0 takes the assignment away. */
export function assignResource(place: ResourcePlace, resourceId: string, activityId: string, quantity: number): Promise<SectorResource> {
  return apiRequest<SectorResource>(`${resourcesPath(place)}/${encodeURIComponent(resourceId)}/assignments/${encodeURIComponent(activityId)}`, { method: 'PUT', body: { quantity } });
}
