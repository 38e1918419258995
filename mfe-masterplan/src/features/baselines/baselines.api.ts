import type { BaselineReply, BaselineSaveOption, BaselineSummary, ListBaselinesReply, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest, baselinesReadPath } from '@tenon/ui';

// The shell may have sent the list's read while this module loaded (first-reads.ts): the path must stay the same.
const baselinesPath = baselinesReadPath;

export function listBaselines(place: ScheduleScope): Promise<ListBaselinesReply> {
  return apiRequest<ListBaselinesReply>(baselinesPath(place));
}

export function readBaseline(place: ScheduleScope, baselineId: string): Promise<BaselineReply> {
  return apiRequest<BaselineReply>(`${baselinesPath(place)}/${encodeURIComponent(baselineId)}`);
}

export function saveBaseline(place: ScheduleScope, body: { name: string; description?: string; saveOption: BaselineSaveOption; activityIds?: string[] }): Promise<BaselineSummary> {
  return apiRequest<BaselineSummary>(baselinesPath(place), { method: 'POST', body });
}

export function renameBaseline(place: ScheduleScope, baselineId: string, name: string): Promise<BaselineSummary> {
  return apiRequest<BaselineSummary>(`${baselinesPath(place)}/${encodeURIComponent(baselineId)}`, { method: 'PATCH', body: { name } });
}

export function activateBaseline(place: ScheduleScope, baselineId: string): Promise<BaselineSummary> {
  return apiRequest<BaselineSummary>(`${baselinesPath(place)}/${encodeURIComponent(baselineId)}/activation`, { method: 'POST', body: {} });
}
