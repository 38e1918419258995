import type { CreateModificationRequest, ModificationRequestSummary } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

/** The activity and its asked-for dates (`YYYY-MM-DDTHH:mm`, as the master plan keeps them); the place is the address. */
export type ChangeRequestFields = Omit<CreateModificationRequest, 'projectId' | 'scheduleId'>;

/** Asks the planner for new dates of a master plan activity; the masterplan service keeps the request until it is resolved. */
export function sendChangeRequest(place: { projectId: string; scheduleId: string }, fields: ChangeRequestFields): Promise<ModificationRequestSummary> {
  const path = `/lookahead/projects/${encodeURIComponent(place.projectId)}/schedules/${encodeURIComponent(place.scheduleId)}/modification-requests`;
  return apiRequest<ModificationRequestSummary>(path, { method: 'POST', body: fields });
}
