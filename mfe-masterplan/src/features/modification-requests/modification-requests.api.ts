import type { ApproveModificationReply, ListModificationRequestsReply, ModificationRequestSummary, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

const requestsPath = ({ projectId, scheduleId }: ScheduleScope) =>
  `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/modification-requests`;

export function listModificationRequests(place: ScheduleScope): Promise<ListModificationRequestsReply> {
  return apiRequest<ListModificationRequestsReply>(requestsPath(place));
}

/** Saves the requested dates through the Gantt's save, on the version the approver previewed them on. */
export function approveModificationRequest(place: ScheduleScope, requestId: string, baseVersion: number): Promise<ApproveModificationReply> {
  return apiRequest<ApproveModificationReply>(`${requestsPath(place)}/${encodeURIComponent(requestId)}/approval`, { method: 'POST', body: { baseVersion } });
}

export function rejectModificationRequest(place: ScheduleScope, requestId: string): Promise<ModificationRequestSummary> {
  return apiRequest<ModificationRequestSummary>(`${requestsPath(place)}/${encodeURIComponent(requestId)}/rejection`, { method: 'POST', body: {} });
}
