import type { CncChangeReply, CncRemovedReply, CncTypeView, CncView, ListCncsReply, ListCncTypesReply } from '@tenon/contracts/types';
import { API_BASE, ApiError, apiErrorFromBody, apiRequest, sessionStore } from '@tenon/ui';

export interface CncPlace {
  projectId: string;
  scheduleId: string;
}

/** The form's fields, as the create and edit calls take them; `image` is the uploaded image's id. */
export interface CncFields {
  name: string;
  description: string;
  typeId: string;
  weekStart: string;
  responsibleId: string | null;
  status: CncView['status'];
  priority: CncView['priority'];
  image: string | null;
  taskIds: string[];
  commitmentIds: string[];
}

export interface ProjectPerson {
  userId: string;
  name?: string;
  lastname?: string;
  email?: string;
}

const schedulePath = ({ projectId, scheduleId }: CncPlace) => `/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;

export function listCncs(place: CncPlace): Promise<ListCncsReply> {
  return apiRequest<ListCncsReply>(`${schedulePath(place)}/cncs`);
}

export function createCnc(place: CncPlace, fields: CncFields): Promise<CncChangeReply> {
  return apiRequest<CncChangeReply>(`${schedulePath(place)}/cncs`, { method: 'POST', body: fields });
}

export function updateCnc(place: CncPlace, id: string, fields: Partial<CncFields>): Promise<CncChangeReply> {
  return apiRequest<CncChangeReply>(`${schedulePath(place)}/cncs/${encodeURIComponent(id)}`, { method: 'PATCH', body: fields });
}

export function deleteCnc(place: CncPlace, id: string): Promise<CncRemovedReply> {
  return apiRequest<CncRemovedReply>(`${schedulePath(place)}/cncs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function listCncTypes(place: CncPlace): Promise<ListCncTypesReply> {
  return apiRequest<ListCncTypesReply>(`${schedulePath(place)}/cnc-types`);
}

export function createCncType(place: CncPlace, name: string): Promise<CncTypeView> {
  return apiRequest<CncTypeView>(`${schedulePath(place)}/cnc-types`, { method: 'POST', body: { name } });
}

export function renameCncType(place: CncPlace, typeId: string, name: string): Promise<CncTypeView> {
  return apiRequest<CncTypeView>(`${schedulePath(place)}/cnc-types/${encodeURIComponent(typeId)}`, { method: 'PATCH', body: { name } });
}

export function deleteCncType(place: CncPlace, typeId: string): Promise<{ deletedId: string }> {
  return apiRequest<{ deletedId: string }>(`${schedulePath(place)}/cnc-types/${encodeURIComponent(typeId)}`, { method: 'DELETE' });
}

export function listProjectPeople(projectId: string): Promise<{ members: ProjectPerson[] }> {
  return apiRequest<{ members: ProjectPerson[] }>(`/weekly/projects/${encodeURIComponent(projectId)}/members`);
}

/** `POST /images` as multipart with the company session; the CNC then names the image by its id. */
export async function uploadCncImage(file: Blob): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sessionToken = sessionStore.getState().companySession?.sessionToken ?? null;
  if (sessionToken !== null) headers.Authorization = `Bearer ${sessionToken}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/images`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const text = await response.text();
  const body: unknown = text === '' ? undefined : (JSON.parse(text) as unknown);
  if (!response.ok) throw apiErrorFromBody(response.status, body);
  return body as { id: string; url: string };
}

/** The id of a stored image path (signed or not), for a CNC that keeps its image on an edit. */
export function imageIdOfPath(path: string | null): string | null {
  if (path === null) return null;
  return /\/images\/([0-9a-f]{24})/.exec(path)?.[1] ?? null;
}
