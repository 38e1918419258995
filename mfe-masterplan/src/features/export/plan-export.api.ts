import type { ExportPlanReply, ScheduleFileFormat } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export function fetchPlanExport(projectId: string, scheduleId: string, format: ScheduleFileFormat, name: string): Promise<ExportPlanReply> {
  const query = new URLSearchParams({ format, name });
  return apiRequest<ExportPlanReply>(`/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/export?${query.toString()}`);
}

/** Hands the file to the browser's downloads, as a link the user clicked would. */
export function saveFile(reply: Pick<ExportPlanReply, 'fileName' | 'mediaType' | 'content'>): void {
  const url = URL.createObjectURL(new Blob([reply.content], { type: `${reply.mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reply.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is let go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
