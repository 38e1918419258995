import type { ConstraintsChangeReply, ConstraintView, ListConstraintsReply, MassUpdateConstraintsRequest, NamedProjectMember, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

/** The form's fields, as the create and edit calls take them: a roadblock without what the service keeps itself. */
export type RoadblockFields = Pick<
  ConstraintView,
  'name' | 'description' | 'type' | 'area' | 'responsibleIds' | 'reportUserIds' | 'commitmentDate' | 'priority' | 'status' | 'taskIds' | 'scheduleIds' | 'documentLink'
>;

/** The mass-action bar's changes: one field at a time. */
/** What the mass-action bar changes on every selected roadblock. */
export type RoadblockMassChange = Omit<MassUpdateConstraintsRequest, 'projectId' | 'scheduleId' | 'constraintIds'>;

const constraintsPath = ({ projectId, scheduleId }: ScheduleScope) => `/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/constraints`;

export function listRoadblocks(place: ScheduleScope): Promise<ListConstraintsReply> {
  return apiRequest<ListConstraintsReply>(constraintsPath(place));
}

export function createRoadblock(place: ScheduleScope, fields: RoadblockFields): Promise<ConstraintsChangeReply> {
  return apiRequest<ConstraintsChangeReply>(constraintsPath(place), { method: 'POST', body: fields });
}

export function updateRoadblock(place: ScheduleScope, id: string, fields: Partial<RoadblockFields>): Promise<ConstraintsChangeReply> {
  return apiRequest<ConstraintsChangeReply>(`${constraintsPath(place)}/${encodeURIComponent(id)}`, { method: 'PATCH', body: fields });
}

export function releaseRoadblock(place: ScheduleScope, id: string): Promise<ConstraintsChangeReply> {
  return apiRequest<ConstraintsChangeReply>(`${constraintsPath(place)}/${encodeURIComponent(id)}/release`, { method: 'POST', body: {} });
}

export function massUpdateRoadblocks(place: ScheduleScope, constraintIds: string[], change: RoadblockMassChange): Promise<ConstraintsChangeReply> {
  return apiRequest<ConstraintsChangeReply>(`${constraintsPath(place)}/bulk`, { method: 'PATCH', body: { constraintIds, ...change } });
}

export function massDeleteRoadblocks(place: ScheduleScope, constraintIds: string[]): Promise<ConstraintsChangeReply> {
  return apiRequest<ConstraintsChangeReply>(`${constraintsPath(place)}/bulk-delete`, { method: 'POST', body: { constraintIds } });
}

export function listProjectPeople(projectId: string): Promise<{ members: NamedProjectMember[] }> {
  return apiRequest<{ members: NamedProjectMember[] }>(`/lookahead/projects/${encodeURIComponent(projectId)}/members`);
}
