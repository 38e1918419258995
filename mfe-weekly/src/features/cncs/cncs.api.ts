import type { CncChangeReply, CncRemovedReply, CncTypeView, CreateCncData, ListCncsReply, ListCncTypesReply, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

/** The form's fields, as the create and edit calls take them (the place is the address); `image` is the uploaded image's id. */
export type CncFields = Omit<CreateCncData, 'projectId' | 'scheduleId'>;


const schedulePath = ({ projectId, scheduleId }: ScheduleScope) => `/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;

export function listCncs(place: ScheduleScope): Promise<ListCncsReply> {
  return apiRequest<ListCncsReply>(`${schedulePath(place)}/cncs`);
}

export function createCnc(place: ScheduleScope, fields: CncFields): Promise<CncChangeReply> {
  return apiRequest<CncChangeReply>(`${schedulePath(place)}/cncs`, { method: 'POST', body: fields });
}

export function updateCnc(place: ScheduleScope, id: string, fields: Partial<CncFields>): Promise<CncChangeReply> {
  return apiRequest<CncChangeReply>(`${schedulePath(place)}/cncs/${encodeURIComponent(id)}`, { method: 'PATCH', body: fields });
}

export function deleteCnc(place: ScheduleScope, id: string): Promise<CncRemovedReply> {
  return apiRequest<CncRemovedReply>(`${schedulePath(place)}/cncs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function listCncTypes(place: ScheduleScope): Promise<ListCncTypesReply> {
  return apiRequest<ListCncTypesReply>(`${schedulePath(place)}/cnc-types`);
}

export function createCncType(place: ScheduleScope, name: string): Promise<CncTypeView> {
  return apiRequest<CncTypeView>(`${schedulePath(place)}/cnc-types`, { method: 'POST', body: { name } });
}

export function renameCncType(place: ScheduleScope, typeId: string, name: string): Promise<CncTypeView> {
  return apiRequest<CncTypeView>(`${schedulePath(place)}/cnc-types/${encodeURIComponent(typeId)}`, { method: 'PATCH', body: { name } });
}

export function deleteCncType(place: ScheduleScope, typeId: string): Promise<{ deletedId: string }> {
  return apiRequest<{ deletedId: string }>(`${schedulePath(place)}/cnc-types/${encodeURIComponent(typeId)}`, { method: 'DELETE' });
}



/** The id of a stored image path (signed or not), for a CNC that keeps its image on an edit. */
export function imageIdOfPath(path: string | null): string | null {
  if (path === null) return null;
  return /\/images\/([0-9a-f]{24})/.exec(path)?.[1] ?? null;
}
