import type { CreateStructureRequest, MassCreateUnitsRequest, TaktSettings, TaktTree, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

import type { TaktNodeKind } from './takt-tree-nodes';

export type { TaktNodeKind };

const PLURAL: Record<TaktNodeKind, string> = { structure: 'structures', location: 'locations', unit: 'units' };
const schedulePath = ({ projectId, scheduleId }: ScheduleScope) => `/takt/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;
const nodePath = (place: ScheduleScope, kind: TaktNodeKind, id: string) => `${schedulePath(place)}/${PLURAL[kind]}/${encodeURIComponent(id)}`;

export function getTaktSettings(): Promise<TaktSettings> {
  return apiRequest<TaktSettings>('/takt/settings');
}

export function setTaktEnabled(enabled: boolean): Promise<TaktSettings> {
  return apiRequest<TaktSettings>('/companies/current/takt', { method: 'PUT', body: { enabled } });
}

export function getTaktTree(place: ScheduleScope): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${schedulePath(place)}/structures`);
}

/** A structure as the wizard makes it (the place is the address). */
export type NewStructure = Omit<CreateStructureRequest, 'projectId' | 'scheduleId'>;

export function createStructure(place: ScheduleScope, structure: NewStructure): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${schedulePath(place)}/structures`, { method: 'POST', body: structure });
}

export function createLocation(place: ScheduleScope, structureId: string, parentId: string | null, name: string): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${schedulePath(place)}/locations`, { method: 'POST', body: { structureId, parentId, name } });
}

/** A range of numbered locations or units: a label and the first and last number. */
export type MassRangeFields = Pick<MassCreateUnitsRequest, 'label' | 'start' | 'end'>;

export function massCreateLocations(place: ScheduleScope, structureId: string, parentId: string | null, range: MassRangeFields): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${schedulePath(place)}/locations/bulk`, { method: 'POST', body: { structureId, parentId, ...range } });
}

export function createUnit(place: ScheduleScope, locationId: string, name: string): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${schedulePath(place)}/units`, { method: 'POST', body: { locationId, name } });
}

export function massCreateUnits(place: ScheduleScope, locationId: string, range: MassRangeFields): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${schedulePath(place)}/units/bulk`, { method: 'POST', body: { locationId, ...range } });
}

export function renameNode(place: ScheduleScope, kind: TaktNodeKind, id: string, name: string): Promise<TaktTree> {
  return apiRequest<TaktTree>(nodePath(place, kind, id), { method: 'PATCH', body: { name } });
}

export function duplicateNode(place: ScheduleScope, kind: TaktNodeKind, id: string): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${nodePath(place, kind, id)}/duplicate`, { method: 'POST', body: {} });
}

export function deleteNode(place: ScheduleScope, kind: TaktNodeKind, id: string, confirmation?: string): Promise<TaktTree> {
  const query = confirmation === undefined ? '' : `?confirmation=${encodeURIComponent(confirmation)}`;
  return apiRequest<TaktTree>(`${nodePath(place, kind, id)}${query}`, { method: 'DELETE' });
}

export function reorderNodes(place: ScheduleScope, kind: TaktNodeKind, ids: string[]): Promise<TaktTree> {
  return apiRequest<TaktTree>(`${schedulePath(place)}/${PLURAL[kind]}/order`, { method: 'PUT', body: { ids } });
}
