import type { ApproveModificationReply, ListModificationRequestsReply, ModificationRequestSummary } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export interface SchedulePlace {
  projectId: string;
  scheduleId: string;
}

const requestsPath = ({ projectId, scheduleId }: SchedulePlace) =>
  `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/modification-requests`;

export function listModificationRequests(place: SchedulePlace): Promise<ListModificationRequestsReply> {
  return apiRequest<ListModificationRequestsReply>(requestsPath(place));
}

/** Saves the requested dates through the Gantt's save, on the version the approver previewed them on. */
export function approveModificationRequest(place: SchedulePlace, requestId: string, baseVersion: number): Promise<ApproveModificationReply> {
  return apiRequest<ApproveModificationReply>(`${requestsPath(place)}/${encodeURIComponent(requestId)}/approval`, { method: 'POST', body: { baseVersion } });
}

export function rejectModificationRequest(place: SchedulePlace, requestId: string): Promise<ModificationRequestSummary> {
  return apiRequest<ModificationRequestSummary>(`${requestsPath(place)}/${encodeURIComponent(requestId)}/rejection`, { method: 'POST', body: {} });
}
