import type { ApplyReimportReply, FinishImportReply, ImportPreview, ReimportDiff } from '@tenon/contracts/types';
import { API_BASE, ApiError, apiErrorFromBody, apiRequest, sessionStore } from '@tenon/ui';

const importsPath = (projectId: string, scheduleId: string) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/imports`;

/**
 * The file itself is the body (up to 60 MB), sent with XMLHttpRequest because fetch does not report upload progress.
 * The answer is the preview, once the service has read the file.
 */
export function uploadScheduleFile(projectId: string, scheduleId: string, file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<ImportPreview> {
  return uploadTo<ImportPreview>(importsPath(projectId, scheduleId), file, onProgress, signal);
}

/** A newer version of the schedule's file, answered as its diff against the plan. */
export function uploadScheduleUpdate(projectId: string, scheduleId: string, file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<ReimportDiff> {
  return uploadTo<ReimportDiff>(`${importsPath(projectId, scheduleId)}/updates`, file, onProgress, signal);
}

export function applyScheduleUpdate(
  projectId: string,
  scheduleId: string,
  importId: string,
  accept: { added: string[]; removed: string[]; changed: string[] },
): Promise<ApplyReimportReply> {
  return apiRequest<ApplyReimportReply>(`${importsPath(projectId, scheduleId)}/updates/${importId}/apply`, { method: 'POST', body: { accept } });
}

function uploadTo<T>(path: string, file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}?fileName=${encodeURIComponent(file.name)}`);
    const token = sessionStore.getState().companySession?.sessionToken ?? null;
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText === '' ? undefined : JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(apiErrorFromBody(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The network request failed'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}

export function chooseImportProject(projectId: string, scheduleId: string, importId: string, sourceProjectId: string): Promise<ImportPreview> {
  return apiRequest<ImportPreview>(`${importsPath(projectId, scheduleId)}/${importId}/project`, { method: 'POST', body: { sourceProjectId } });
}

export function finishImport(projectId: string, scheduleId: string, importId: string): Promise<FinishImportReply> {
  return apiRequest<FinishImportReply>(`${importsPath(projectId, scheduleId)}/${importId}/finish`, { method: 'POST', body: {} });
}
