import type { BaselineReply, BaselineSaveOption, BaselineSummary, ListBaselinesReply } from '@tenon/contracts/types';
import { apiRequest, baselinesReadPath } from '@tenon/ui';

export interface BaselinePlace {
  projectId: string;
  scheduleId: string;
}

// The shell may have sent the list's read while this module loaded (first-reads.ts): the path must stay the same.
const baselinesPath = baselinesReadPath;

export function listBaselines(place: BaselinePlace): Promise<ListBaselinesReply> {
  return apiRequest<ListBaselinesReply>(baselinesPath(place));
}

export function readBaseline(place: BaselinePlace, baselineId: string): Promise<BaselineReply> {
  return apiRequest<BaselineReply>(`${baselinesPath(place)}/${encodeURIComponent(baselineId)}`);
}

export function saveBaseline(place: BaselinePlace, body: { name: string; description?: string; saveOption: BaselineSaveOption; activityIds?: string[] }): Promise<BaselineSummary> {
  return apiRequest<BaselineSummary>(baselinesPath(place), { method: 'POST', body });
}

export function renameBaseline(place: BaselinePlace, baselineId: string, name: string): Promise<BaselineSummary> {
  return apiRequest<BaselineSummary>(`${baselinesPath(place)}/${encodeURIComponent(baselineId)}`, { method: 'PATCH', body: { name } });
}

export function activateBaseline(place: BaselinePlace, baselineId: string): Promise<BaselineSummary> {
  return apiRequest<BaselineSummary>(`${baselinesPath(place)}/${encodeURIComponent(baselineId)}/activation`, { method: 'POST', body: {} });
}
